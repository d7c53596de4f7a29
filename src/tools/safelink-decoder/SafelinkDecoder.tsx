import { Group, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { Link } from '../../ui/link/Link';
import { BulkDecoder } from './BulkDecoder';
import words from './locales/en.json';
import { safelinkDecode, safelinkDecodeText } from './operations';
import { isWebAddress } from './safelink-decoder';

const fields = { ...safelinkDecode.fields, ...safelinkDecodeText.fields };

export default function SafelinkDecoder() {
  const { t, word } = useToolWords(words);
  const [{ url, text }, set] = useToolState('safelink-decoder', fields);
  const decoded = useMemo(() => safelinkDecode.run(url), [url]);
  const target = decoded.ok ? decoded.value : '';

  return (
    <Stack gap="md">
      <Card>
        <InputText
          label={t('decode.input.label')}
          placeholder={t('decode.input.placeholder')}
          value={url}
          onChange={(value) => set('url', value)}
          // The sentence itself goes in the output area, where the address would be.
          error={!decoded.ok}
          autoFocus
          monospace
          spellCheck={false}
        />
        <CopyableField
          label={t('decode.output.label')}
          value={target}
          multiline
          rows={1}
          error={decoded.ok ? undefined : word(decoded.error)}
        />
        {/* A plain link: the address is never fetched by the page, only opened if the person asks. */}
        {isWebAddress(target) && (
          <Group justify="flex-end">
            <Link href={target}>{t('decode.open')}</Link>
          </Group>
        )}
      </Card>
      <BulkDecoder text={text} onChange={(value) => set('text', value)} />
    </Stack>
  );
}
