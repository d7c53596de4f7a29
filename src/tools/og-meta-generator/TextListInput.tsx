import { Group, Stack } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useToolWords } from '../../i18n/tool-words';
import { Button } from '../../ui/button/Button';
import { IconButton } from '../../ui/button/IconButton';
import { Field } from '../../ui/field/Field';
import { InputText } from '../../ui/input-text/InputText';
import words from './locales/en.json';
import { entriesOf } from './og-form';

interface TextListInputProps {
  /** The label of the list, and of each entry with its number ('Actor 2'). */
  label: string;
  /** An entry, as the buttons name it ('Move actor 2 up'). */
  item: string;
  /** The entries, one a line. */
  value: string;
  onChange: (value: string) => void;
}

function moved(entries: string[], from: number, to: number): string[] {
  const next = [...entries];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/** A list of single-line entries with buttons to add, remove and reorder them. */
export function TextListInput({ label, item, value, onChange }: TextListInputProps) {
  const { t } = useToolWords(words);
  const entries = entriesOf(value);
  const update = (next: string[]) => onChange(next.join('\n'));
  return (
    <Field label={label}>
      <Stack gap="xs">
        {entries.map((entry, index) => (
          <Group key={index} gap={4} wrap="nowrap">
            <div style={{ flex: 1 }}>
              <InputText
                label={t('list.entry', { label, number: index + 1 })}
                hideLabel
                placeholder={label}
                value={entry}
                onChange={(text) =>
                  update(entries.map((old, at) => (at === index ? text.replace(/[\r\n]+/g, ' ') : old)))
                }
                clearable
              />
            </div>
            <IconButton
              label={t('list.moveUp', { item, number: index + 1 })}
              disabled={index === 0}
              onClick={() => update(moved(entries, index, index - 1))}
            >
              <IconArrowUp aria-hidden />
            </IconButton>
            <IconButton
              label={t('list.moveDown', { item, number: index + 1 })}
              disabled={index === entries.length - 1}
              onClick={() => update(moved(entries, index, index + 1))}
            >
              <IconArrowDown aria-hidden />
            </IconButton>
            <IconButton
              label={t('list.remove', { item, number: index + 1 })}
              disabled={entries.length === 1 && entry === ''}
              onClick={() => update(entries.filter((_, at) => at !== index))}
            >
              <IconTrash aria-hidden />
            </IconButton>
          </Group>
        ))}
        <Group>
          <Button
            variant="default"
            size="small"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => update([...entries, ''])}
          >
            {t('list.add', { item })}
          </Button>
        </Group>
      </Stack>
    </Field>
  );
}
