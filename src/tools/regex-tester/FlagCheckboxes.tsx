import { Group } from '@mantine/core';
import { useToolWords } from '../../i18n/tool-words';
import { Checkbox } from '../../ui/checkbox/Checkbox';
import words from './locales/en.json';
import { regexTest } from './operations';
import type { RegexFlags } from './regex-tester';

const flagNames: (keyof RegexFlags)[] = ['global', 'ignoreCase', 'multiline', 'dotAll', 'unicode', 'unicodeSets'];

interface FlagCheckboxesProps {
  flags: RegexFlags;
  onChange: (flag: keyof RegexFlags, on: boolean) => void;
}

/** The flags as ticks, each labelled and explained by its field's words. */
export function FlagCheckboxes({ flags, onChange }: FlagCheckboxesProps) {
  const { t, text } = useToolWords(words);
  return (
    <Group gap="md" role="group" aria-label={t('flags.label')}>
      {flagNames.map((flag) => {
        const field = regexTest.fields[flag];
        return (
          <Checkbox
            key={flag}
            label={text(field.label ?? flag)}
            hint={field.help && text(field.help)}
            checked={flags[flag]}
            onChange={(on) => onChange(flag, on)}
          />
        );
      })}
    </Group>
  );
}
