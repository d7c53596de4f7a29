import { DecoderCard } from '../../ui/decoder-card/DecoderCard';
import { decodeUlid, type UlidDetails } from './ulid-generator';

const detailTables = ({ timestamp, unixMs, uuid }: UlidDetails) => [
  {
    caption: 'ULID details',
    rows: [
      { label: 'Timestamp', value: timestamp },
      { label: 'Unix time (ms)', value: String(unixMs) },
      { label: 'UUID', value: uuid },
    ],
  },
];

/** Paste a ULID to read when it was made and its 128 bits as a UUID. */
export function UlidDecoder({ text, onChange }: { text: string; onChange: (text: string) => void }) {
  return (
    <DecoderCard
      title="Decode a ULID"
      input={{ label: 'ULID to decode', placeholder: 'Paste a ULID, e.g. 01ARZ3NDEKTSV4RRFFQ69G5FAV' }}
      decode={decodeUlid}
      tables={detailTables}
      value={text}
      onChange={onChange}
    />
  );
}
