import { Group, Stack } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { Button } from '../../ui/button/Button';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { KeyValueTable } from '../../ui/table/KeyValueTable';
import words from './locales/en.json';
import { describeQrContent } from './qr-code-decoder';

/** The text of a code, what kind of content it is, and its parts. */
export function DecodedContent({ text }: { text: string }) {
  const { t } = useToolWords(words);
  const content = useMemo(() => describeQrContent(text), [text]);
  const rows = content.details.map(({ name, value }) => ({
    label: t(`details.${name}`),
    value: typeof value === 'string' ? value : t(`values.${value.word}`),
  }));
  return (
    <Stack gap="md">
      <CopyableField label={t('decoded')} value={text} multiline rows={2} />
      <CopyableField label={t('contentType')} value={t(`types.${content.type}`)} monospace={false} />
      <KeyValueTable caption={t('details.caption')} rows={rows} copyable />
      {content.link && (
        <Group>
          <Button
            component="a"
            href={content.link}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            {t('openLink')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
