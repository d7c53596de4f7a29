import { useCallback } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { err } from '../../lib/result';
import { useToolState } from '../../lib/tool-state/useToolState';
import { DecoderCard } from '../../ui/decoder-card/DecoderCard';
import type { KeyValueRow } from '../../ui/table/KeyValueTable';
import words from './locales/en.json';
import { urlParse } from './operations';
import { QueryParamsEditor } from './QueryParamsEditor';
import type { UrlParts } from './url-parser';
import { useQueryDraft } from './useQueryDraft';

type PartName = Exclude<keyof UrlParts, 'params'>;

const shownParts: readonly PartName[] = [
  'protocol',
  'username',
  'password',
  'hostname',
  'port',
  'pathname',
  'decodedPath',
  'search',
  'hash',
  'host',
  'origin',
];

export default function UrlParser() {
  const { t, word } = useToolWords(words);
  const [state, set] = useToolState('url-parser', urlParse.fields);
  const query = useQueryDraft(state.url, (url) => set('url', url));
  const decode = useCallback(
    (url: string) => {
      const parsed = urlParse.run(url);
      return parsed.ok ? parsed : err(word(parsed.error));
    },
    [word],
  );
  const partTables = useCallback(
    (parts: UrlParts) => {
      const rows: KeyValueRow[] = shownParts
        .filter((part) => parts[part] !== undefined)
        .map((part) => ({ label: t(`parts.${part}`), value: parts[part] ?? '' }));
      return [{ caption: t('parts.caption'), rows }];
    },
    [t],
  );
  return (
    <DecoderCard
      title={t('title')}
      input={{ label: t('url.label'), placeholder: t('url.placeholder') }}
      decode={decode}
      tables={partTables}
      value={state.url}
      onChange={(value) => set('url', value)}
    >
      {(parts) =>
        parts && <QueryParamsEditor params={query.paramsOr(parts.params)} onChange={query.edit} error={query.error} />
      }
    </DecoderCard>
  );
}
