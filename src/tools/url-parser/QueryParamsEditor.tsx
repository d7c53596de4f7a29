import { Box, Group, SimpleGrid } from '@mantine/core';
import { IconArrowRight, IconPlus, IconTrash } from '@tabler/icons-react';
import { useToolWords } from '../../i18n/tool-words';
import type { Message } from '../../lib/operation/message';
import { Button } from '../../ui/button/Button';
import { IconButton } from '../../ui/button/IconButton';
import { CopyButton } from '../../ui/copy/CopyButton';
import { InputText } from '../../ui/input-text/InputText';
import { Note } from '../../ui/text/Note';
import { Section } from '../../ui/section/Section';
import { Text } from '../../ui/text/Text';
import words from './locales/en.json';
import type { QueryParam } from './url-parser';
import type { ParamBox } from './useQueryDraft';

/** More rows than anyone edits by hand; a query holding thousands stays responsive. */
export const maxShownParams = 50;

interface QueryParamsEditorProps {
  params: readonly QueryParam[];
  /** The new pairs, and the box edited when the change is an edit. */
  onChange: (params: QueryParam[], box?: ParamBox) => void;
  /** Shown under the box it names. */
  error?: ParamBox & { message: Message };
}

/**
 * The query's pairs, decoded, one row each: editing, adding or removing one gives the new list
 * (rows past `maxShownParams` are not shown but kept).
 */
export function QueryParamsEditor({ params, onChange, error }: QueryParamsEditorProps) {
  const { t, word } = useToolWords(words);
  const shown = params.slice(0, maxShownParams);
  const replace = (index: number, param: QueryParam | undefined, part?: ParamBox['part']) =>
    onChange(
      [...params.slice(0, index), ...(param ? [param] : []), ...params.slice(index + 1)],
      part && { index, part },
    );
  const errorAt = (index: number, part: ParamBox['part']) =>
    error?.index === index && error.part === part ? word(error.message) : undefined;
  return (
    <Section title={t('query.title')}>
      {shown.length > 0 && (
        <Group gap="xs" wrap="nowrap" aria-hidden>
          <Box w={18} />
          <SimpleGrid cols={2} spacing="xs" style={{ flex: 1 }}>
            <Text size="sm" weight="medium">
              {t('query.key')}
            </Text>
            <Text size="sm" weight="medium">
              {t('query.value')}
            </Text>
          </SimpleGrid>
          <Box w={34} />
        </Group>
      )}
      {shown.map((param, index) => {
        const number = index + 1;
        return (
          <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
            <IconArrowRight size={18} aria-hidden style={{ flexShrink: 0, marginTop: 8 }} />
            <SimpleGrid cols={2} spacing="xs" style={{ flex: 1, minWidth: 0 }}>
              <InputText
                label={t('query.keyOf', { number })}
                hideLabel
                placeholder={t('query.key')}
                value={param.key}
                onChange={(key) => replace(index, { ...param, key }, 'key')}
                error={errorAt(index, 'key')}
                rightSection={<CopyButton value={param.key} disabled={!param.key} />}
                rightSectionWidth={44}
                monospace
                spellCheck={false}
              />
              <InputText
                label={t('query.valueOf', { number })}
                hideLabel
                placeholder={t('query.value')}
                value={param.value}
                onChange={(value) => replace(index, { ...param, value }, 'value')}
                error={errorAt(index, 'value')}
                rightSection={<CopyButton value={param.value} disabled={!param.value} />}
                rightSectionWidth={44}
                monospace
                spellCheck={false}
              />
            </SimpleGrid>
            <IconButton label={t('query.remove', { number })} onClick={() => replace(index, undefined)}>
              <IconTrash size={18} aria-hidden />
            </IconButton>
          </Group>
        );
      })}
      {params.length > shown.length && (
        <Note>{t('query.showing', { shown: maxShownParams, total: params.length })}</Note>
      )}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onChange([...params, { key: '', value: '' }])}
        >
          {t('query.add')}
        </Button>
      </Group>
    </Section>
  );
}
