import '@mantine/core/styles/Combobox.layer.css';
import { Combobox, Group, Input, InputBase, useCombobox } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Fragment, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { mantineSizeOf, type ControlSize } from '../control-size';
import { useProgressiveCount } from '../progressive-count';
import sizeClasses from '../control-size.module.css';
import { fuzzyFilterOptions } from './fuzzy-filter';
import { HighlightFirstOption } from './HighlightFirstOption';
import { groupRuns, type SelectOption } from './select-option';

interface SelectProps<T extends string> {
  label: string;
  options: readonly SelectOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Lets the user type to filter the options (fuzzy match on the label). */
  searchable?: boolean;
  size?: ControlSize;
  description?: string;
  placeholder?: string;
  /** Shown but not usable (an option that another option makes irrelevant, say). */
  disabled?: boolean;
}

const listMaxHeight = 312;
// A list of a thousand options (time zones, MIME types) opens with its first hundred at once.
const optionsPerBatch = 100;

/**
 * A dropdown list. It closes on Escape, a click outside and a choice; the highlighted option is
 * the first one whenever the list opens (or the filter changes), and arrow keys stop at the ends.
 */
export function Select<T extends string>({
  label,
  options,
  value,
  onChange,
  searchable = false,
  size = 'md',
  description,
  placeholder,
  disabled = false,
}: SelectProps<T>) {
  const { t } = useTranslation();
  const labelId = useId();
  // null while the user is not typing: the field then shows the chosen option's label.
  const [query, setQuery] = useState<string | null>(null);
  const combobox = useCombobox({
    loop: false,
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setQuery(null);
    },
  });

  const chosen = options.find((option) => option.value === value);
  const shownOptions = useMemo(() => (query ? fuzzyFilterOptions(options, query) : options), [options, query]);
  const opened = combobox.dropdownOpened;
  const listedCount = useProgressiveCount(opened ? shownOptions.length : 0, optionsPerBatch, opened && shownOptions);

  const renderOption = (option: SelectOption<T>) => (
    <Combobox.Option
      key={option.value}
      value={option.value}
      active={option.value === value}
      aria-selected={option.value === value}
    >
      <Group gap={6} wrap="nowrap">
        {option.value === value ? <IconCheck size={14} aria-hidden /> : <span style={{ width: 14, flex: 'none' }} />}
        {option.label}
      </Group>
    </Combobox.Option>
  );

  const common = {
    label,
    description,
    labelProps: { id: labelId },
    disabled,
    size: mantineSizeOf[size],
    classNames: { wrapper: sizeClasses.input },
    rightSection: <Combobox.Chevron />,
    rightSectionPointerEvents: 'none' as const,
    onBlur: () => combobox.closeDropdown(),
  };

  return (
    <Combobox
      store={combobox}
      size={mantineSizeOf[size]}
      zIndex={2000}
      onOptionSubmit={(next) => {
        onChange(next as T);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target targetType={searchable ? 'input' : 'button'} withExpandedAttribute>
        {searchable ? (
          <InputBase
            {...common}
            value={query ?? chosen?.label ?? ''}
            placeholder={placeholder}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              combobox.openDropdown();
            }}
            onClick={() => combobox.openDropdown()}
            // Selecting the shown label lets the first keystroke replace it with a query.
            onFocus={(event) => event.currentTarget.select()}
          />
        ) : (
          <InputBase {...common} component="button" type="button" pointer onClick={() => combobox.toggleDropdown()}>
            {chosen?.label ?? <Input.Placeholder>{placeholder}</Input.Placeholder>}
          </InputBase>
        )}
      </Combobox.Target>

      <Combobox.Dropdown>
        <Combobox.Options labelledBy={labelId} mah={listMaxHeight} style={{ overflowY: 'auto' }}>
          {shownOptions.length === 0 ? (
            <Combobox.Empty>{t('ui.noResults')}</Combobox.Empty>
          ) : (
            groupRuns(shownOptions.slice(0, listedCount)).map((run, index) =>
              run.group === undefined ? (
                <Fragment key={index}>{run.options.map(renderOption)}</Fragment>
              ) : (
                <Combobox.Group key={`${index}-${run.group}`} label={run.group}>
                  {run.options.map(renderOption)}
                </Combobox.Group>
              ),
            )
          )}
        </Combobox.Options>
        <HighlightFirstOption
          opened={combobox.dropdownOpened}
          query={query}
          selectFirstOption={combobox.selectFirstOption}
        />
      </Combobox.Dropdown>
    </Combobox>
  );
}
