import { dataConfidence } from '../../lib/detect/detect';
import { detectData } from '../../lib/detect/detect-off-thread';
import { messagesTranslator } from '../../i18n/translate';
import { loadCommonWords } from '../../i18n/tool-catalogues';
import { commonWords } from '../../lib/words/common';
import { isSecretKind } from '../../lib/operation/kinds';
import { suggestTools } from '../../lib/operation/suggest-tools';
import { tools } from '../../tools';
import { isToolListed } from '../catalogue/listed-tools';
import { readToolUsage } from '../preferences/tool-usage';

/** A suggested tool, ready to show: its slug and field, and what the value was recognised as, in words. */
export interface ShownSuggestion {
  slug: string;
  field: string;
  what: string;
  secret: boolean;
}

const registryOrder = tools.map((tool) => tool.slug);

/**
 * The tools to suggest for a pasted text, best first, or none when it reads as words of a search.
 * Detection runs off the page for a large text and gives up after 200 ms.
 */
export async function suggestionsFor(text: string, locale: string): Promise<ShownSuggestion[]> {
  const detections = await detectData(text);
  if ((detections[0]?.confidence ?? 0) < dataConfidence) return [];
  const [{ default: index }, words] = await Promise.all([
    import('virtual:tool-inputs'),
    locale === 'en' ? undefined : loadCommonWords(locale),
  ]);
  const english = messagesTranslator({ common: commonWords });
  const shown = words && messagesTranslator({ common: words });
  const say = (code: string, values?: Record<string, string | number>) =>
    shown ? shown(code, { ...values, defaultValue: english(code, values) }) : english(code, values);
  const suggestions = suggestTools(detections, index, { usage: readToolUsage(), order: registryOrder });
  return suggestions
    .filter((suggestion) => isToolListed(suggestion.slug))
    .map((suggestion) => ({
      slug: suggestion.slug,
      field: suggestion.field,
      what: say(suggestion.what.code, suggestion.what.values),
      secret: isSecretKind(suggestion.kind),
    }));
}
