import { DecoderCard } from '../../ui/decoder-card/DecoderCard';
import type { KeyValueRow } from '../../ui/table/KeyValueTable';
import { parseBic, type BicParts } from './iban-validator-and-parser';

function bicRows(parts: BicParts): KeyValueRow[] {
  return [
    { label: 'Bank code', value: parts.bankCode },
    { label: 'Country code', value: parts.countryCode },
    ...(parts.countryName ? [{ label: 'Country', value: parts.countryName }] : []),
    { label: 'Location code', value: parts.locationCode },
    { label: 'Branch code', value: parts.branchCode ?? 'N/A', copyable: parts.branchCode !== undefined },
    { label: 'Test BIC', value: parts.testBic ? 'Yes' : 'No', copyable: false },
  ];
}

const bicTables = (parts: BicParts) => [{ caption: 'BIC details', rows: bicRows(parts) }];

/** A BIC (SWIFT code) checked and split: bank, country, location and branch. */
export function BicCard({ bic, onChange }: { bic: string; onChange: (bic: string) => void }) {
  return (
    <DecoderCard
      title="BIC validator"
      input={{ label: 'BIC', placeholder: 'Enter a BIC (SWIFT code), e.g. NWBKGB2L' }}
      decode={parseBic}
      tables={bicTables}
      value={bic}
      onChange={onChange}
    />
  );
}
