import { DecoderCard } from '../../ui/decoder-card/DecoderCard';
import type { KeyValueRow } from '../../ui/table/KeyValueTable';
import { decodeUuid, variantLabels, type UuidDetails } from './uuid-decode';

function detailRows(details: UuidDetails): KeyValueRow[] {
  const rows: KeyValueRow[] = [
    { label: 'Standard form', value: details.standard },
    { label: 'Version', value: details.versionLabel, copyable: false },
    { label: 'Variant', value: variantLabels[details.variant], copyable: false },
  ];
  if (details.timestamp) {
    rows.push(
      { label: 'Timestamp', value: details.timestamp.iso },
      { label: 'Unix time (ms)', value: String(details.timestamp.unixMs) },
    );
  }
  if (details.clockSequence !== undefined) rows.push({ label: 'Clock sequence', value: String(details.clockSequence) });
  if (details.node !== undefined) rows.push({ label: 'Node', value: details.node });
  return rows;
}

const detailTables = (details: UuidDetails) => [{ caption: 'UUID details', rows: detailRows(details) }];

/** Paste any UUID to read its version, variant and, for v1, v6 and v7, when it was made. */
export function UuidDecoder({ text, onChange }: { text: string; onChange: (text: string) => void }) {
  return (
    <DecoderCard
      title="Decode a UUID"
      input={{ label: 'UUID to decode', placeholder: 'Paste a UUID, e.g. 017f22e2-79b0-7cc3-98c4-dc0c0c07398f' }}
      decode={decodeUuid}
      tables={detailTables}
      value={text}
      onChange={onChange}
    />
  );
}
