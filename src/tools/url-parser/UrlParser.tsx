import { defineFields, textField } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import { DecoderCard } from '../../ui/decoder-card/DecoderCard';
import type { KeyValueRow } from '../../ui/table/KeyValueTable';
import { QueryParamsEditor } from './QueryParamsEditor';
import { defaultUrl, parseUrl, type UrlParts } from './url-parser';
import { useQueryDraft } from './useQueryDraft';

const fields = defineFields({ url: textField(defaultUrl) });

function partRows(parts: UrlParts): KeyValueRow[] {
  return [
    { label: 'Protocol', value: parts.protocol },
    { label: 'Username', value: parts.username },
    { label: 'Password', value: parts.password },
    { label: 'Hostname', value: parts.hostname },
    { label: 'Port', value: parts.port },
    { label: 'Path', value: parts.pathname },
    ...(parts.decodedPath === undefined ? [] : [{ label: 'Decoded path', value: parts.decodedPath }]),
    { label: 'Params', value: parts.search },
    { label: 'Hash', value: parts.hash },
    { label: 'Host', value: parts.host },
    { label: 'Origin', value: parts.origin },
  ];
}

const partTables = (parts: UrlParts) => [{ caption: 'URL parts', rows: partRows(parts) }];

export default function UrlParser() {
  const [state, set] = useToolState('url-parser', fields);
  const query = useQueryDraft(state.url, (url) => set('url', url));
  return (
    <DecoderCard
      title="Parse a URL"
      input={{ label: 'URL to parse', placeholder: 'Paste a URL, e.g. https://example.com/path?key=value#top' }}
      decode={parseUrl}
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
