import '@mantine/core/styles/Combobox.layer.css';
import { Autocomplete as MantineAutocomplete, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useCallback, type ReactNode } from 'react';
import { mantineSizeOf, type ControlSize } from '../control-size';
import sizeClasses from '../control-size.module.css';
import { matchingSuggestions } from './suggestions';

interface AutocompleteProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Suggested values; the person may type anything else too. */
  options: readonly string[];
  placeholder?: string;
  description?: ReactNode;
  /** A message under the field, the field marked invalid. */
  error?: ReactNode;
  /** The most suggestions shown at once (long lists stay quick to open). */
  limit?: number;
  size?: ControlSize;
}

const listMaxHeight = 312;
const defaultLimit = 50;

/**
 * A text field with suggestions, for a value that need not be one of them (an extension, a file
 * name). Suggestions starting with the text come first, then those holding it.
 */
export function Autocomplete({
  label,
  value,
  onChange,
  options,
  placeholder,
  description,
  error,
  limit = defaultLimit,
  size = 'md',
}: AutocompleteProps) {
  const filter = useCallback<OptionsFilter>(
    ({ options: items, search }) => {
      const byValue = new Map((items as ComboboxItem[]).map((item) => [item.value, item]));
      return matchingSuggestions([...byValue.keys()], search, limit).map((match) => byValue.get(match)!);
    },
    [limit],
  );
  return (
    <MantineAutocomplete
      label={label}
      value={value}
      onChange={onChange}
      data={options as string[]}
      filter={filter}
      limit={limit}
      placeholder={placeholder}
      description={description}
      error={error}
      size={mantineSizeOf[size]}
      classNames={{ wrapper: sizeClasses.input }}
      withScrollArea={false}
      styles={{ options: { maxHeight: listMaxHeight, overflowY: 'auto' } }}
      comboboxProps={{ zIndex: 2000 }}
      spellCheck={false}
      autoComplete="off"
    />
  );
}
