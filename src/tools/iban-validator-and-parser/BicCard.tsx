import { useCallback } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { localeTags } from '../../i18n/locales';
import { useToolWords } from '../../i18n/tool-words';
import { err } from '../../lib/result';
import { DecoderCard } from '../../ui/decoder-card/DecoderCard';
import type { KeyValueRow } from '../../ui/table/KeyValueTable';
import { parseBic, type BicParts } from './iban-validator-and-parser';
import words from './locales/en.json';

/** A BIC (SWIFT code) checked and split: bank, country, location and branch. */
export function BicCard({ bic, onChange }: { bic: string; onChange: (bic: string) => void }) {
  const { t, word } = useToolWords(words);
  const languageTag = localeTags[useTranslation().locale];
  const decode = useCallback(
    (text: string) => {
      const parsed = parseBic(text, languageTag);
      return parsed.ok ? parsed : err(word(parsed.error));
    },
    [word, languageTag],
  );
  const bicTables = useCallback(
    (parts: BicParts) => {
      const rows: KeyValueRow[] = [
        { label: t('bic.bankCode'), value: parts.bankCode },
        { label: t('bic.countryCode'), value: parts.countryCode },
        ...(parts.countryName ? [{ label: t('bic.country'), value: parts.countryName }] : []),
        { label: t('bic.locationCode'), value: parts.locationCode },
        {
          label: t('bic.branchCode'),
          value: parts.branchCode ?? t('notAvailable'),
          copyable: parts.branchCode !== undefined,
        },
        { label: t('bic.testBic'), value: parts.testBic ? t('yes') : t('no'), copyable: false },
      ];
      return [{ caption: t('bic.caption'), rows }];
    },
    [t],
  );
  return (
    <DecoderCard
      title={t('bic.title')}
      input={{ label: t('bic.label'), placeholder: t('bic.placeholder') }}
      decode={decode}
      tables={bicTables}
      value={bic}
      onChange={onChange}
    />
  );
}
