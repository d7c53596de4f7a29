import { useCallback } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { err } from '../../lib/result';
import { DecoderCard } from '../../ui/decoder-card/DecoderCard';
import type { KeyValueRow } from '../../ui/table/KeyValueTable';
import words from './locales/en.json';
import { decodeUuid, type UuidDetails } from './uuid-decode';

/** Paste any UUID to read its version, variant and, for v1, v6 and v7, when it was made. */
export function UuidDecoder({ text, onChange }: { text: string; onChange: (text: string) => void }) {
  const { t, word } = useToolWords(words);
  const decode = useCallback(
    (typed: string) => {
      const decoded = decodeUuid(typed);
      return decoded.ok ? decoded : err(word(decoded.error));
    },
    [word],
  );
  const detailTables = useCallback(
    (details: UuidDetails) => {
      const rows: KeyValueRow[] = [
        { label: t('decode.rows.standard'), value: details.standard },
        { label: t('decode.rows.version'), value: word(details.versionLabel), copyable: false },
        { label: t('decode.rows.variant'), value: t(`decode.variants.${details.variant}`), copyable: false },
      ];
      if (details.timestamp) {
        rows.push(
          { label: t('decode.rows.timestamp'), value: details.timestamp.iso },
          { label: t('decode.rows.unixMs'), value: String(details.timestamp.unixMs) },
        );
      }
      if (details.clockSequence !== undefined)
        rows.push({ label: t('decode.rows.clockSequence'), value: String(details.clockSequence) });
      if (details.node !== undefined) rows.push({ label: t('decode.rows.node'), value: details.node });
      return [{ caption: t('decode.caption'), rows }];
    },
    [t, word],
  );
  return (
    <DecoderCard
      title={t('decode.title')}
      input={{ label: t('decode.input.label'), placeholder: t('decode.input.placeholder') }}
      decode={decode}
      tables={detailTables}
      value={text}
      onChange={onChange}
    />
  );
}
