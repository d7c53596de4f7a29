import { parse, TomlDate, TomlError } from 'smol-toml';
import { libraryText } from '../library-text';
import { fail, message, type Message } from '../operation/message';
import type { Note } from '../operation/operation';
import { firstLine } from '../text-lines';

/**
 * Reads a TOML 1.0 document into plain values. Dates and times become the ISO strings they were
 * written as (an offset date-time keeps its offset). A syntax error becomes
 * "Invalid TOML: <the parser's first line> (line L, column C)" (in another language, the
 * catalogue's words for the kind of error, see tomlErrorKind).
 */
export function readToml(text: string): unknown {
  try {
    return withDatesAsStrings(parse(text));
  } catch (error) {
    if (error instanceof TomlError)
      return fail('common.errors.invalidTomlAt', {
        ...libraryText(firstLine(error.message), tomlErrorKind(error.message)),
        line: error.line,
        column: error.column,
      });
    return fail(
      'common.errors.invalidToml',
      libraryText(firstLine(error instanceof Error ? error.message : String(error))),
    );
  }
}

/**
 * smol-toml's reasons (it gives no codes: its messages are fixed texts) by the catalogue's words for
 * them (common.parser.toml.*); a reason not listed is a syntax error.
 */
const tomlReasons: [RegExp, string][] = [
  [/^invalid value$/, 'invalidValue'],
  [/^unfinished string$/, 'unclosedString'],
  [/^unfinished array$/, 'unclosedArray'],
  [/^unfinished table$/, 'unclosedTable'],
  [/^expected end of table array declaration$/, 'unclosedHeader'],
  [/^trying to redefine an already defined/, 'redefined'],
  [/^each key-value declaration must be followed by an end-of-line$/, 'lineBreakExpected'],
  [/^expected comma or end of structure$/, 'commaExpected'],
  [/^incomplete key-value/, 'unfinishedKey'],
  [/^(illegal character in key|illegal empty bare key|unexpected end of key|illegal quoted key)/, 'invalidKey'],
  [/^document contains an unsafe property$/, 'reservedKey'],
  [/escape/, 'invalidEscape'],
  [
    /^(illegal leading zero|illegal underscore|illegal character in numeric literal|unfinished numeric value|integer value)/,
    'invalidNumber',
  ],
  [/^invalid date/, 'invalidDate'],
  [/^control characters are not allowed/, 'controlCharacter'],
  [/^document contains excessively nested structures/, 'tooDeep'],
];

/** The kind of a TOML syntax error, from its message ("Invalid TOML document: <reason>\n…"). */
export function tomlErrorKind(errorMessage: string): Message {
  const reason = firstLine(errorMessage).replace(/^Invalid TOML document: /, '');
  const words = tomlReasons.find(([pattern]) => pattern.test(reason))?.[1];
  return message(words ? `common.parser.toml.${words}` : 'common.parser.syntax');
}

/** Replaces the parser's TomlDate objects in place (the parsed tree is ours alone). */
function withDatesAsStrings(value: unknown): unknown {
  if (value instanceof TomlDate) return value.toISOString();
  if (value !== null && typeof value === 'object') {
    const container = value as Record<string, unknown>;
    for (const key of Object.keys(container)) container[key] = withDatesAsStrings(container[key]);
  }
  return value;
}

/** A TOML document, and the note that nulls were left out when some were. */
export interface WrittenToml {
  output: string;
  notes?: Note[];
}

export const nullsLeftOut: Note = { code: 'common.notes.tomlNullsLeftOut', warning: true };

type Table = Record<string, unknown>;

function isTable(value: unknown): value is Table {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isArrayOfTables(value: unknown): value is Table[] {
  return Array.isArray(value) && value.length > 0 && value.every(isTable);
}

/**
 * Writes a mapping as a TOML document: each table's plain keys first, then its sub-tables as
 * `[a.b]` headers and its lists of mappings as `[[a]]` blocks, a blank line before each header.
 * TOML has no null: nulls in mappings are left out (the notice says so), a null in an array is an
 * error.
 */
export function writeToml(value: unknown): WrittenToml {
  if (!isTable(value)) fail('common.errors.tomlTopLevel');
  const writer = new TomlWriter();
  writer.table(value, [], undefined);
  return writer.result();
}

class TomlWriter {
  private readonly lines: string[] = [];
  private nullsLeftOut = false;

  result(): WrittenToml {
    const output = this.lines.length === 0 ? '' : `${this.lines.join('\n')}\n`;
    return this.nullsLeftOut ? { output, notes: [nullsLeftOut] } : { output };
  }

  /** `header` is undefined for the root, whose keys need none. */
  table(table: Table, path: string[], header: 'table' | 'array-item' | undefined): void {
    const plain: [string, unknown][] = [];
    const nested: [string, Table | Table[]][] = [];
    for (const [key, item] of Object.entries(table)) {
      if (item === null || item === undefined) this.nullsLeftOut = true;
      else if (isTable(item) || isArrayOfTables(item)) nested.push([key, item]);
      else plain.push([key, item]);
    }

    // A table holding only sub-tables needs no header of its own: `[a.b]` implies `a`.
    if (header === 'array-item') this.header(`[[${path.join('.')}]]`);
    else if (header === 'table' && (plain.length > 0 || nested.length === 0)) this.header(`[${path.join('.')}]`);

    for (const [key, item] of plain) this.lines.push(`${formatKey(key)} = ${this.value(item)}`);
    for (const [key, item] of nested) {
      const itemPath = [...path, formatKey(key)];
      if (Array.isArray(item)) for (const element of item) this.table(element, itemPath, 'array-item');
      else this.table(item, itemPath, 'table');
    }
  }

  private header(line: string): void {
    if (this.lines.length > 0) this.lines.push('');
    this.lines.push(line);
  }

  private value(value: unknown): string {
    switch (typeof value) {
      case 'string':
        return formatString(value);
      case 'number':
        return formatNumber(value);
      case 'bigint':
      case 'boolean':
        return String(value);
      case 'object':
        if (Array.isArray(value)) return this.inlineArray(value);
        if (isTable(value)) return this.inlineTable(value);
    }
    fail('common.errors.tomlUnsupportedType', { type: typeof value });
  }

  private inlineArray(array: unknown[]): string {
    if (array.length === 0) return '[]';
    const items = array.map((item) => {
      if (item === null || item === undefined) fail('common.errors.tomlNullInArray');
      return this.value(item);
    });
    return `[ ${items.join(', ')} ]`;
  }

  private inlineTable(table: Table): string {
    const pairs: string[] = [];
    for (const [key, item] of Object.entries(table)) {
      if (item === null || item === undefined) this.nullsLeftOut = true;
      else pairs.push(`${formatKey(key)} = ${this.value(item)}`);
    }
    return pairs.length === 0 ? '{}' : `{ ${pairs.join(', ')} }`;
  }
}

const bareKey = /^[A-Za-z0-9_-]+$/;

function formatKey(key: string): string {
  return bareKey.test(key) ? key : formatString(key);
}

/**
 * A basic string. JSON's escapes are all valid in TOML; DEL must be escaped too, and a lone
 * surrogate has no TOML escape, so it becomes U+FFFD.
 */
function formatString(text: string): string {
  return JSON.stringify(text.replace(/\p{Cs}/gu, '\uFFFD')).replaceAll('\x7f', '\\u007f');
}

/**
 * Numbers as JS writes them (`1.0` is `1`). An integer beyond 2^53 was already rounded when it was
 * read, so it is written as a float rather than claim digits it no longer has.
 */
function formatNumber(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (value === Infinity) return 'inf';
  if (value === -Infinity) return '-inf';
  if (Number.isInteger(value) && !Number.isSafeInteger(value)) return value.toFixed(1);
  return String(value);
}
