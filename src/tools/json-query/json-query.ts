// What the page asks of its worker, and the answer: one run of jq or JSONPath on the JSON text.
import { message, type Message } from '../../lib/operation/message';
import { utf8ByteLength } from '../../lib/utf8';
import { runJq, type JqEngine, type JqOptions } from './jq-query';
import { runJsonPath } from './jsonpath-query';

export interface QueryRequest {
  language: 'jq' | 'jsonpath';
  query: string;
  json: string;
  /** jq's switches and variables (JSONPath has none). */
  jq: JqOptions;
}

export interface QueryAnswer {
  /** "Result": jq's standard output, or the matched values as JSON. */
  output: string;
  /** The UTF-8 size of `output`. */
  outputBytes: number;
  /** jq only: what a successful run wrote to standard error. */
  messages: string;
  /** JSONPath only: one normalized path per match; undefined for jq. */
  paths?: string[];
  /** JSONPath only: JSON lines read as an array of this many values. */
  jsonLines?: number;
  /** Why there is no (complete) result, by the field that caused it. */
  errors: { query?: Message; json?: Message; variables?: Message };
}

/**
 * Answers a request, loading jq (`loadJq`) only for a jq query. A jq that stopped on its own
 * failure (stack or memory exhausted) is thrown away by the caller: see `withFreshJqOnFailure`.
 */
export async function answerQuery(request: QueryRequest, loadJq: () => Promise<JqEngine>): Promise<QueryAnswer> {
  if (request.language === 'jsonpath') {
    const { output, paths, jsonLines, queryError, jsonError } = runJsonPath(request.json, request.query);
    return {
      output,
      outputBytes: utf8ByteLength(output),
      messages: '',
      paths,
      ...(jsonLines === undefined ? {} : { jsonLines }),
      errors: { query: queryError, json: jsonError },
    };
  }
  const engine = request.query.trim() === '' ? noJq : await loadJq();
  let answer;
  try {
    answer = runJq(engine, request.json, request.query, request.jq);
  } catch {
    // jq-wasm aborts when jq exhausts its stack or memory (a recursion without end).
    return { output: '', outputBytes: 0, messages: '', errors: { query: message('errors.jqAborted') } };
  }
  return {
    output: answer.output,
    outputBytes: utf8ByteLength(answer.output),
    messages: answer.messages,
    errors: answer.variablesError ? { variables: answer.error } : { query: answer.error },
  };
}

// An empty query never reaches jq (see runJq).
const noJq: JqEngine = {
  raw: () => {
    throw new Error('jq is not loaded');
  },
};

/**
 * A loader of jq that loads it once and, when a run throws (jq-wasm aborts when jq exhausts its
 * stack or memory), loads a fresh one for the next run: the old one's memory may be left in any state.
 */
export function jqLoader(load: () => Promise<JqEngine>): () => Promise<JqEngine> {
  let loaded: Promise<JqEngine> | undefined;
  return () => {
    loaded ??= load().then(
      (engine) => ({
        raw: (input, query, flags) => {
          // jq-wasm tells of an abort on the console as well as by throwing: the throw is enough.
          const { error: consoleError } = console;
          console.error = () => undefined;
          try {
            return engine.raw(input, query, flags);
          } catch (error) {
            loaded = undefined;
            throw error;
          } finally {
            console.error = consoleError;
          }
        },
      }),
      (error: unknown) => {
        loaded = undefined;
        throw error;
      },
    );
    return loaded;
  };
}
