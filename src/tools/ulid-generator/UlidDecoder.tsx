import { useCallback } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { err } from '../../lib/result';
import { DecoderCard } from '../../ui/decoder-card/DecoderCard';
import words from './locales/en.json';
import { decodeUlid, type UlidDetails } from './ulid-generator';

/** Paste a ULID to read when it was made and its 128 bits as a UUID. */
export function UlidDecoder({ text, onChange }: { text: string; onChange: (text: string) => void }) {
  const { t, word } = useToolWords(words);
  const decode = useCallback(
    (typed: string) => {
      const decoded = decodeUlid(typed);
      return decoded.ok ? decoded : err(word(decoded.error));
    },
    [word],
  );
  const detailTables = useCallback(
    ({ timestamp, unixMs, uuid }: UlidDetails) => [
      {
        caption: t('decode.caption'),
        rows: [
          { label: t('decode.rows.timestamp'), value: timestamp },
          { label: t('decode.rows.unixMs'), value: String(unixMs) },
          { label: t('decode.rows.uuid'), value: uuid },
        ],
      },
    ],
    [t],
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
