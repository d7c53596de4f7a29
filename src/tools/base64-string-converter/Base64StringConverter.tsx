import { Stack, Text } from '@mantine/core';
import { memo, useMemo } from 'react';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useDebouncedWhenLarge } from '../../lib/useDebouncedWhenLarge';
import { Alert } from '../../ui/alert/Alert';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { Switch } from '../../ui/switch/Switch';
import { base64Fields } from './base64-fields';
import { decodeBase64, encodeBase64 } from './base64-string-converter';

// An autosized field measures its text after every render; with megabytes of output that would
// happen on each keystroke in the other field, so outputs re-render only when their props change.
const OutputField = memo(CopyableField);

export default function Base64StringConverter() {
  const [state, set] = useToolState('base64-string-converter', base64Fields);

  const textToEncode = useDebouncedWhenLarge(state.text);
  const encodeUrlSafe = state.encodeUrlSafe;
  const encoded = useMemo(() => encodeBase64(textToEncode, { urlSafe: encodeUrlSafe }), [textToEncode, encodeUrlSafe]);

  const base64ToDecode = useDebouncedWhenLarge(state.base64);
  const decodeUrlSafe = state.decodeUrlSafe;
  const decoded = useMemo(
    () => decodeBase64(base64ToDecode, { urlSafe: decodeUrlSafe }),
    [base64ToDecode, decodeUrlSafe],
  );

  return (
    <Stack gap="md">
      <Card title="String to base64">
        <Switch label="Encode URL safe" checked={encodeUrlSafe} onChange={(value) => set('encodeUrlSafe', value)} />
        <InputText
          label="String to encode"
          value={state.text}
          onChange={(value) => set('text', value)}
          placeholder="Put your string here..."
          multiline
          rows={5}
          spellCheck={false}
        />
        <OutputField
          label="Base64 of string"
          value={encoded}
          multiline
          rows={5}
          placeholder="The base64 encoding of your string will be here"
          copyLabel="Copy base64"
        />
      </Card>

      <Card title="Base64 to string">
        <Switch label="Decode URL safe" checked={decodeUrlSafe} onChange={(value) => set('decodeUrlSafe', value)} />
        <Stack gap={4}>
          <InputText
            label="Base64 string to decode"
            value={state.base64}
            onChange={(value) => set('base64', value)}
            placeholder="Your base64 string..."
            multiline
            rows={5}
            monospace
            spellCheck={false}
            error={decoded.ok ? undefined : decoded.error.message}
          />
          {!decoded.ok && decoded.error.hint && (
            <Text size="sm" c="dimmed">
              {decoded.error.hint}
            </Text>
          )}
        </Stack>
        {decoded.ok && decoded.value.notice && <Alert type="warning">{decoded.value.notice}</Alert>}
        <OutputField
          label="Decoded string"
          value={decoded.ok ? decoded.value.text : ''}
          multiline
          rows={5}
          monospace={false}
          placeholder="The decoded string will be here"
          copyLabel="Copy decoded string"
        />
      </Card>
    </Stack>
  );
}
