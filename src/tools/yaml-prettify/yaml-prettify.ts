import { isScalar, parse, parseAllDocuments, parseDocument, stringify, visit, type Document } from 'yaml';
import { fail, MessageError } from '../../lib/operation/message';
import { textToText } from '../../lib/operation/text-to-text';
import { yamlErrorText } from '../../lib/formats/yaml-error';
import { byCodeUnits } from './key-order';

export interface YamlPrettifyOptions {
  sortKeys: boolean;
  indentSize: number;
  /** Re-indent the document as written (comments, quotes, flow style) instead of re-emitting its values. */
  keepComments: boolean;
  /** Take several documents separated by `---`, prettified one by one. */
  multipleDocuments: boolean;
}

export const minIndentSize = 1;
export const maxIndentSize = 10;
export const defaultYamlPrettifyOptions: YamlPrettifyOptions = {
  sortKeys: false,
  indentSize: 2,
  keepComments: false,
  multipleDocuments: false,
};

export const clampIndent = (indentSize: number) =>
  Math.min(maxIndentSize, Math.max(minIndentSize, Math.trunc(indentSize) || defaultYamlPrettifyOptions.indentSize));

/** A mapping key as text, for sorting: a scalar's value, else the node written out. */
const keyText = (key: unknown) => String(isScalar(key) ? key.value : key);

/**
 * The parser's first line (it says what and where: "… at line 2, column 1"), after the spec's
 * sentence; in another language, the catalogue's words for its code.
 */
function invalid(error: unknown): never {
  return fail('errors.invalid', yamlErrorText(error));
}

/** One document as written, comments included, with every mapping sorted when asked. */
function reindentDocument(document: Document, indent: number, sortKeys: boolean): string {
  if (document.errors.length > 0) invalid(document.errors[0]);
  if (sortKeys)
    visit(document, {
      Map(_, map) {
        map.items.sort((a, b) => byCodeUnits(keyText(a.key), keyText(b.key)));
      },
    });
  return document.toString({ indent });
}

/**
 * The YAML re-emitted from its values: block style, `indentSize` spaces, keys sorted at every level
 * when asked; comments dropped (unless `keepComments`), anchors renamed. Empty input gives empty
 * output; YAML that does not parse is refused as "Provided YAML is not valid." and the parser's
 * message with its line and column.
 */
export const prettifyYaml = textToText(
  (yaml: string, { sortKeys, indentSize, keepComments, multipleDocuments }: YamlPrettifyOptions) => {
    const indent = clampIndent(indentSize);
    const emit = (value: unknown) => stringify(value, { indent, sortMapEntries: sortKeys });
    try {
      if (!multipleDocuments) {
        if (keepComments) return reindentDocument(parseDocument(yaml), indent, sortKeys);
        return emit(parse(yaml, { logLevel: 'error' }));
      }
      const documents = parseAllDocuments(yaml);
      if (!Array.isArray(documents)) return '';
      for (const document of documents) if (document.errors.length > 0) invalid(document.errors[0]);
      // A document written as it was keeps its own "---" marker; a re-emitted one gets one.
      return documents
        .map((document, index) => {
          const text = keepComments
            ? reindentDocument(document, indent, sortKeys)
            : emit(document.toJS({ maxAliasCount: 100 }));
          return index === 0 || text.startsWith('---') ? text : `---\n${text}`;
        })
        .join('');
    } catch (error) {
      if (error instanceof MessageError) throw error;
      return invalid(error);
    }
  },
);
