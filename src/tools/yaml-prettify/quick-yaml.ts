import { load } from 'js-yaml';
import { Document, Scalar } from 'yaml';
import { stringifyNumber, stringTag, type StringifyContext } from 'yaml/util';
import { byCodeUnits } from './key-order';

/** Met something the quick path does not write exactly as `yaml` would: the caller uses `yaml`. */
class NotQuick extends Error {}

const ignore = () => undefined;
// The `yaml` package's own defaults for turning a value into text (see its createStringifyContext).
const writeOptions: StringifyContext['options'] = {
  blockQuote: true,
  commentString: (comment) => `#${comment}`,
  defaultKeyType: null,
  defaultStringType: 'PLAIN',
  directives: null,
  doubleQuotedAsJSON: false,
  doubleQuotedMinMultiLineLength: 40,
  falseStr: 'false',
  flowCollectionPadding: true,
  indentSeq: true,
  lineWidth: 80,
  minContentWidth: 20,
  nullStr: 'null',
  simpleKeys: false,
  singleQuote: null,
  trailingComma: false,
  trueStr: 'true',
  verifyAliasOrder: true,
};
// Longer keys are written as explicit keys ("? key"), which this path does not do.
const maxImplicitKeyLength = 1024;

interface Writer {
  sortKeys: boolean;
  seen: Set<object>;
  /** A key's text does not depend on where it is (implicit keys are never folded): each is made once. */
  keys: Map<string, string>;
}

// Text that `yaml` writes as it is, unquoted: it starts with a letter, holds no YAML indicator or
// control character, does not end in a space, and is not a word that reads as null or a boolean.
const plainAsIs = /^[A-Za-z](?:[\w ./+-]*[\w./+-])?$/;
const notString = /^(?:[Nn]ull|NULL|[Tt]rue|TRUE|[Ff]alse|FALSE)$/;

/** The most a plain scalar may hold before `yaml` considers folding it (see its foldFlowLines). */
const unfoldedLength = (ctx: StringifyContext) =>
  Math.max(1 + writeOptions.minContentWidth, 1 + writeOptions.lineWidth - ctx.indent.length);

const isCollection = (value: unknown): value is object => typeof value === 'object' && value !== null;

function writeScalar(value: unknown, ctx: StringifyContext): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number')
    return Number.isSafeInteger(value) && !Object.is(value, -0) ? String(value) : stringifyNumber(new Scalar(value));
  if (typeof value === 'string') {
    // The common case first, without the library's many checks: a short word or phrase.
    if (value.length <= unfoldedLength(ctx) && plainAsIs.test(value) && !notString.test(value)) return value;
    return stringTag.stringify!(new Scalar(value), ctx, ignore, ignore);
  }
  throw new NotQuick();
}

function writeNode(value: unknown, ctx: StringifyContext, writer: Writer): string {
  if (!isCollection(value)) return writeScalar(value, ctx);
  // A repeated object came from an alias: `yaml` writes anchors for those.
  if (writer.seen.has(value)) throw new NotQuick();
  writer.seen.add(value);
  let lines: string[];
  if (Array.isArray(value)) {
    const itemCtx = { ...ctx, indent: `${ctx.indent}  ` };
    lines = value.map((item) => `- ${writeNode(item, itemCtx, writer)}`);
  } else {
    // One context for all the pairs of a mapping, reset for each: a copy per pair costs more than the writing.
    const pairCtx: StringifyContext = { ...ctx, allNullValues: false, indent: ctx.indent + ctx.indentStep };
    const map = value as Record<string, unknown>;
    lines = sortedKeys(map, writer).map((key) => writePair(key, map[key], pairCtx, writer));
  }
  if (lines.length === 0) return Array.isArray(value) ? '[]' : '{}';
  return lines.join(`\n${ctx.indent}`);
}

function sortedKeys(map: object, writer: Writer): string[] {
  const keys = Object.keys(map);
  // js-yaml reads a null key as "null"; `yaml` as "".
  if (keys.includes('null')) throw new NotQuick();
  return writer.sortKeys ? keys.sort(byCodeUnits) : keys;
}

function writePair(key: string, value: unknown, pairCtx: StringifyContext, writer: Writer): string {
  pairCtx.implicitKey = true;
  pairCtx.indentAtStart = undefined;
  let keyText = writer.keys.get(key);
  if (keyText === undefined) {
    keyText = writeScalar(key, pairCtx);
    writer.keys.set(key, keyText);
  }
  if (keyText.length > maxImplicitKeyLength) throw new NotQuick();
  const head = `${keyText}:`;
  pairCtx.implicitKey = false;
  if (!isCollection(value)) {
    pairCtx.indentAtStart = head.length + 1;
    const text = writeScalar(value, pairCtx);
    return text === '' || text[0] === '\n' ? head + text : `${head} ${text}`;
  }
  const text = writeNode(value, pairCtx, writer);
  // An empty collection stays on the key's line as [] or {}; nothing else reads like that.
  return text === '[]' || text === '{}' ? `${head} ${text}` : `${head}\n${pairCtx.indent}${text}`;
}

/**
 * The same text as `stringify(parse(yaml), { indent, sortMapEntries: sortKeys })` from the `yaml`
 * package, several times faster on large documents: js-yaml (YAML 1.2 core schema, as `yaml`
 * reads it) parses, and the `yaml` package's own scalar writers write every key and value.
 * Undefined where it cannot promise the same text (aliases, null or very long keys, a top level
 * that is not a non-empty mapping or sequence) or where js-yaml refuses the text: use `yaml` then,
 * which also gives its own error message.
 */
export function reemitYamlQuickly(yaml: string, indent: number, sortKeys: boolean): string | undefined {
  let value: unknown;
  try {
    value = load(yaml);
  } catch {
    return undefined;
  }
  if (!isCollection(value) || Object.keys(value).length === 0) return undefined;
  const ctx: StringifyContext = {
    anchors: new Set(),
    doc: new Document(),
    flowCollectionPadding: ' ',
    indent: '',
    indentStep: ' '.repeat(indent),
    inFlow: null,
    options: writeOptions,
  };
  try {
    return `${writeNode(value, ctx, { sortKeys, seen: new Set(), keys: new Map() })}\n`;
  } catch (error) {
    if (error instanceof NotQuick || error instanceof RangeError) return undefined;
    throw error;
  }
}
