import { Group, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { Link } from '../../ui/link/Link';
import { BulkDecoder } from './BulkDecoder';
import { decodeSafelink, isWebAddress } from './safelink-decoder';
import { safelinkFields } from './safelink-fields';

export default function SafelinkDecoder() {
  const [{ url, text }, set] = useToolState('safelink-decoder', safelinkFields);
  const decoded = useMemo(() => decodeSafelink(url), [url]);
  const target = decoded.ok ? decoded.value : '';

  return (
    <Stack gap="md">
      <Card>
        <InputText
          label="SafeLinks URL"
          placeholder="Paste an Outlook SafeLinks URL…"
          value={url}
          onChange={(value) => set('url', value)}
          // The sentence itself goes in the output area, where the address would be.
          error={!decoded.ok}
          autoFocus
          monospace
          spellCheck={false}
        />
        <CopyableField
          label="Decoded URL"
          value={target}
          multiline
          rows={1}
          error={decoded.ok ? undefined : decoded.error}
        />
        {/* A plain link: the address is never fetched by the page, only opened if the person asks. */}
        {isWebAddress(target) && (
          <Group justify="flex-end">
            <Link href={target}>Open</Link>
          </Group>
        )}
      </Card>
      <BulkDecoder text={text} onChange={(value) => set('text', value)} />
    </Stack>
  );
}
