// JSONPath as RFC 9535 defines it (json-p3 in its strict mode): the matched values in document
// order, and each match's normalized path.
import { JSONPathEnvironment, JSONPathError, type JSONValue } from 'json-p3';
import { parseJson } from '../../lib/json/parse-json';
import { libraryText } from '../../lib/library-text';
import { message, type Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';

const environment = new JSONPathEnvironment({ strict: true });

/** The document the text holds: one JSON (or JSON5) value, or JSON lines read as an array. */
export interface ReadDocument {
  value: unknown;
  /** How many JSON lines were read as an array; absent for one document. */
  jsonLines?: number;
}

/**
 * One JSON document (JSON5 accepted); failing that, when every non-empty line is one, an array of
 * them (JSON lines); else the reader's error for the whole text.
 */
export function readDocument(text: string): Result<ReadDocument, Message> {
  const whole = parseJson(text);
  if (whole.ok) return ok({ value: whole.value });
  const lines = text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '');
  if (lines.length > 1) {
    const values: unknown[] = [];
    for (const line of lines) {
      const parsed = parseJson(line);
      if (!parsed.ok) break;
      values.push(parsed.value);
    }
    if (values.length === lines.length) return ok({ value: values, jsonLines: values.length });
  }
  return err(message('common.errors.invalidJson', libraryText(whole.error.message, whole.error.kind)));
}

// json-p3 ends its messages with an excerpt of the query and the index: ` ('.age > 30':19)`.
const excerpt = /\s*\('[\s\S]*':\d+\)$/;

/** "Invalid JSONPath at column C: …", C being json-p3's token index + 1. */
function invalidJsonPath(error: JSONPathError): Message {
  const column = (error.token?.index ?? 0) + 1;
  return message('errors.jsonPath', { column, ...libraryText(error.message.replace(excerpt, '')) });
}

export interface JsonPathAnswer {
  /** The matched values as JSON, indented by 2 spaces (`[]` for none). */
  output: string;
  /** One normalized path per match (RFC 9535 §2.7). */
  paths: string[];
  /** The JSON was JSON lines, read as an array of this many values. */
  jsonLines?: number;
  /** What is wrong with the query, or with the JSON. */
  queryError?: Message;
  jsonError?: Message;
}

const nothing: JsonPathAnswer = { output: '', paths: [] };

/** Runs `query` on the document in `text`; an empty query or text runs nothing. */
export function runJsonPath(text: string, query: string): JsonPathAnswer {
  if (query.trim() === '') return nothing;
  let compiled;
  try {
    compiled = environment.compile(query);
  } catch (error) {
    if (error instanceof JSONPathError) return { ...nothing, queryError: invalidJsonPath(error) };
    // json-p3 parses by recursion: a query nested thousands of levels deep exhausts the stack.
    if (error instanceof RangeError) return { ...nothing, queryError: message('errors.jsonPathTooDeep') };
    throw error;
  }
  if (text.trim() === '') return nothing;
  const document = readDocument(text);
  if (!document.ok) return { ...nothing, jsonError: document.error };
  const { value, jsonLines } = document.value;
  try {
    const nodes = compiled.query(value as JSONValue).nodes;
    return {
      output: JSON.stringify(
        nodes.map((node) => node.value),
        null,
        2,
      ),
      paths: nodes.map((node) => node.getPath({ form: 'canonical' })),
      ...(jsonLines === undefined ? {} : { jsonLines }),
    };
  } catch (error) {
    if (error instanceof JSONPathError) return { ...nothing, queryError: invalidJsonPath(error), jsonLines };
    // Querying and writing the matches recurse too: a document nested too deeply exhausts the stack.
    if (error instanceof RangeError) return { ...nothing, jsonError: message('errors.jsonTooDeep') };
    throw error;
  }
}
