import { Group } from '@mantine/core';
import { Checkbox } from '../../ui/checkbox/Checkbox';
import type { RegexFlags } from './regex-tester';

const flagOptions: { flag: keyof RegexFlags; label: string; hint: string }[] = [
  { flag: 'global', label: 'Global search (g)', hint: 'g: find every match, not only the first' },
  { flag: 'ignoreCase', label: 'Case-insensitive (i)', hint: 'i: letters match in upper or lower case' },
  { flag: 'multiline', label: 'Multiline (m)', hint: 'm: ^ and $ also match at line breaks' },
  { flag: 'dotAll', label: 'Singleline (s)', hint: 's: . also matches newlines' },
  {
    flag: 'unicode',
    label: 'Unicode (u)',
    hint: 'u: Unicode mode: \\u{…} and \\p{…} escapes, emoji and other astral characters count as one',
  },
  {
    flag: 'unicodeSets',
    label: 'Unicode sets (v)',
    hint: 'v: Unicode mode with set operations such as [\\p{L}--[a-z]]; when u is ticked too, only u is used',
  },
];

interface FlagCheckboxesProps {
  flags: RegexFlags;
  onChange: (flag: keyof RegexFlags, on: boolean) => void;
}

export function FlagCheckboxes({ flags, onChange }: FlagCheckboxesProps) {
  return (
    <Group gap="md" role="group" aria-label="Flags">
      {flagOptions.map(({ flag, label, hint }) => (
        <Checkbox key={flag} label={label} hint={hint} checked={flags[flag]} onChange={(on) => onChange(flag, on)} />
      ))}
    </Group>
  );
}
