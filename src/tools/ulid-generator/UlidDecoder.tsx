import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { KeyValueTable } from '../../ui/table/KeyValueTable';
import { decodeUlid } from './ulid-generator';

/** Paste a ULID to read when it was made and its 128 bits as a UUID. */
export function UlidDecoder({ text, onChange }: { text: string; onChange: (text: string) => void }) {
  const decoded = text.trim() === '' ? undefined : decodeUlid(text);
  return (
    <Card title="Decode a ULID">
      <InputText
        label="ULID to decode"
        placeholder="Paste a ULID, e.g. 01ARZ3NDEKTSV4RRFFQ69G5FAV"
        value={text}
        onChange={onChange}
        error={decoded && !decoded.ok ? decoded.error : undefined}
        monospace
        spellCheck={false}
      />
      {decoded?.ok && (
        <KeyValueTable
          caption="ULID details"
          copyable
          rows={[
            { label: 'Timestamp', value: decoded.value.timestamp },
            { label: 'Unix time (ms)', value: String(decoded.value.unixMs) },
            { label: 'UUID', value: decoded.value.uuid },
          ]}
        />
      )}
    </Card>
  );
}
