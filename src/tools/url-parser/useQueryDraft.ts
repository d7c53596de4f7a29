import { useState } from 'react';
import type { Message } from '../../lib/operation/message';
import { withQueryParams, type QueryParam } from './url-parser';

/** Which box of the query table an edit was made in. */
export interface ParamBox {
  index: number;
  part: 'key' | 'value';
}

interface Draft {
  /** The URL the draft belongs to: once the URL is changed some other way, the draft is dropped. */
  url: string;
  params: QueryParam[];
  error?: ParamBox & { message: Message };
}

/**
 * Query edits made in the table: each rewrites `url` through `setUrl`, while the table keeps
 * showing the pairs exactly as typed (parsing the rewritten URL again would turn, say, an unpaired
 * surrogate into U+FFFD under the cursor). An edit the URL cannot take stays in the table with its
 * error.
 */
export function useQueryDraft(url: string, setUrl: (url: string) => void) {
  const [draft, setDraft] = useState<Draft>();
  const current = draft?.url === url ? draft : undefined;
  const edit = (params: QueryParam[], box?: ParamBox) => {
    const rebuilt = withQueryParams(url, params);
    if (rebuilt.ok) {
      setDraft({ url: rebuilt.value, params });
      setUrl(rebuilt.value);
    } else {
      setDraft({ url, params, error: box && { ...box, message: rebuilt.error } });
    }
  };
  return {
    /** The pairs to show: the draft's while it belongs to `url`, else those parsed from it. */
    paramsOr: (parsed: QueryParam[]) => current?.params ?? parsed,
    error: current?.error,
    edit,
  };
}
