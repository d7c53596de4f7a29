import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { booleanField, textField } from '../../lib/tool-state/fields';
import { messagesTranslator } from '../../i18n/translate';
import { createStatusSearch, listedStatuses, type StatusEntry } from './http-status-codes';
import words from './locales/en.json';

/** Descriptions and class titles are searched in English: the command line's words. */
const text = messagesTranslator(words);

// Each search builds its index on first use: one for the registered codes, one with the unofficial ones.
const searches = new Map<boolean, (query: string) => StatusEntry[]>();
function searchOf(withUnofficial: boolean) {
  let search = searches.get(withUnofficial);
  if (!search) {
    search = createStatusSearch(listedStatuses(withUnofficial), text);
    searches.set(withUnofficial, search);
  }
  return search;
}

export const httpStatusSearch = operationOf<typeof words>()({
  id: 'http-status-search',
  input: textInput('text', 'search'),
  fields: {
    search: textField('', { label: 'search.label' }),
    unofficial: booleanField(false, { label: 'unofficial.label', help: 'unofficial.help' }),
  },
  outputs: { codes: { kind: 'http-status', label: 'outputs.codes' } },
  // Blank text lists every code; `statuses` is the page's, `codes` one `404 Not Found` line each.
  run: (query, { unofficial }) => {
    const statuses = searchOf(unofficial)(query);
    return ok({ statuses, codes: statuses.map((status) => `${status.code} ${status.name}`).join('\n') });
  },
  examples: [
    { name: 'examples.notFound', input: '404', output: { codes: '404 Not Found' } },
    { name: 'examples.teapot', input: 'teapot', output: { codes: "418 I'm a teapot" } },
    { name: 'examples.all', input: '', output: { codes: { matches: /^100 Continue\n101 Switching Protocols\n/ } } },
  ],
});

export const operations = toolOperations(httpStatusSearch);
