// A curl command to code, by curlconverter's generators (and our multi-line curl): each parses the
// command with tree-sitter-bash (web-tree-sitter; see scripts/bash-parser/vite-plugin.ts) and says
// what it had to leave out.
import { toAnsibleWarn } from 'curlconverter/dist/src/generators/ansible.js';
import { toGoWarn } from 'curlconverter/dist/src/generators/go.js';
import { toHTTPWarn } from 'curlconverter/dist/src/generators/http.js';
import { toHttpieWarn } from 'curlconverter/dist/src/generators/httpie.js';
import { toJavaWarn } from 'curlconverter/dist/src/generators/java/java.js';
import { toJavaScriptWarn, toNodeWarn } from 'curlconverter/dist/src/generators/javascript/javascript.js';
import { toPhpWarn } from 'curlconverter/dist/src/generators/php/php.js';
import { toPythonWarn } from 'curlconverter/dist/src/generators/python/python.js';
import { toRustWarn } from 'curlconverter/dist/src/generators/rust.js';
import type { Warnings } from 'curlconverter/dist/src/Warnings.js';
import { err, ok, type Result } from '../../lib/result';
import { isWindowsCmd, type Language } from './languages';
import { toMultilineCurlWarn } from './multiline-curl';

/** Settles once the bash parser's WebAssembly is loaded: convertCurl works from then on. */
export { ready as bashParserReady } from 'virtual:curl-bash-parser';

type Generator = (command: string, warnings?: Warnings) => [string, Warnings];

const generators: Record<Language, Generator> = {
  python: toPythonWarn,
  javascript: toJavaScriptWarn,
  node: toNodeWarn,
  go: toGoWarn,
  php: toPhpWarn,
  rust: toRustWarn,
  java: toJavaWarn,
  httpie: toHttpieWarn,
  ansible: toAnsibleWarn,
  http: toHTTPWarn,
  curl: toMultilineCurlWarn,
};

export interface Conversion {
  code: string;
  /** What the generator had to leave out or guess, in its words, each once. */
  warnings: string[];
}

/** A Windows cmd command (`^` escapes), or curlconverter's reason, in its words (with its caret lines). */
export type ConversionError = { kind: 'windowsCmd' } | { kind: 'library'; message: string };

/** The command as code in `language`; empty or blank text gives no code and no error. */
export function convertCurl(command: string, language: Language): Result<Conversion, ConversionError> {
  if (command.trim() === '') return ok({ code: '', warnings: [] });
  if (isWindowsCmd(command)) return err({ kind: 'windowsCmd' });
  try {
    const [code, warnings] = generators[language](command, []);
    return ok({ code, warnings: [...new Set(warnings.map(([, text]) => text))] });
  } catch (error) {
    return err({ kind: 'library', message: error instanceof Error ? error.message : String(error) });
  }
}
