import '@mantine/core/styles/Combobox.layer.css';
import { Select as MantineSelect, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InputSize } from '../input-text/InputText';
import { fuzzyFilterOptions } from './fuzzy-filter';
import type { SelectOption } from './select-option';

interface SelectProps<T extends string> {
  label: string;
  options: readonly SelectOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Lets the user type to filter the options (fuzzy match on the label). */
  searchable?: boolean;
  size?: InputSize;
  description?: string;
}

const sizes = { sm: 'xs', md: 'sm', lg: 'md' } as const;

const fuzzyFilter: OptionsFilter = ({ options, search }) =>
  fuzzyFilterOptions(options as ComboboxItem[], search);

export function Select<T extends string>({ label, options, value, onChange, searchable = false, size = 'md', description }: SelectProps<T>) {
  const { t } = useTranslation();
  return (
    <MantineSelect
      label={label}
      description={description}
      data={options.map((option) => ({ value: option.value, label: option.label }))}
      value={value}
      onChange={(next) => {
        if (next !== null) onChange(next as T);
      }}
      allowDeselect={false}
      searchable={searchable}
      filter={fuzzyFilter}
      nothingFoundMessage={t('ui.noResults')}
      maxDropdownHeight={312}
      size={sizes[size]}
      comboboxProps={{ zIndex: 2000 }}
    />
  );
}
