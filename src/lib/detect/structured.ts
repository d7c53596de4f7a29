// Structured text formats: JSON, JSON lines, YAML, TOML, XML, HTML, CSV, Markdown, SQL.
import { detected, type Detection, type Detector } from './detection';
import { contentLines, headLines } from './text-shape';

/** How many lines a line-by-line detector reads: enough to tell, few enough for a large paste. */
const linesRead = 200;

const parses = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

const bracketed = (text: string) =>
  (text.startsWith('{') && text.endsWith('}')) || (text.startsWith('[') && text.endsWith(']'));

/** An object or array that parses; one shaped as JSON with a quoted key but broken is still JSON, lower. */
export const detectJson: Detector = (text) => {
  if (!bracketed(text)) return undefined;
  if (parses(text)) return detected('json', 0.95, 'json');
  return /"[^"\n]{0,200}"\s*:/.test(text.slice(0, 4000)) ? detected('json', 0.5, 'jsonInvalid') : undefined;
};

/** Two or more lines, each an object or array that parses on its own. */
export const detectJsonLines: Detector = (text) => {
  if (!text.startsWith('{') && !text.startsWith('[')) return undefined;
  const lines = contentLines(headLines(text, linesRead));
  if (lines.length < 2) return undefined;
  return lines.every((line) => bracketed(line.trim()) && parses(line))
    ? detected('json-lines', 0.95, 'jsonLines')
    : undefined;
};

// `key: value` or `key:` (a block follows), maybe as a list item; the key a name or quoted.
const yamlMapping = /^(\s*)(?:- +)?(?:[A-Za-z_$][\w$.\-/]{0,80}|"[^"\n]{0,80}"|'[^'\n]{0,80}')\s*:(?:\s+\S.*|\s*)$/;
const yamlItem = /^\s*-(?:\s+\S.*|\s*)$/;
const yamlMarker = /^(?:---|\.\.\.)(?:\s.*)?$/;
const yamlComment = /^\s*#/;

/** A multi-line `key: value` document (a line with a colon alone is not enough). */
export const detectYaml: Detector = (text) => {
  const lines = contentLines(headLines(text, linesRead), yamlComment);
  if (lines.length < 2) return undefined;
  let mappings = 0;
  let topLevelMappings = 0;
  let fitting = 0;
  const topKeys = new Set<string>();
  for (const line of lines) {
    const mapping = yamlMapping.exec(line);
    if (mapping) {
      mappings++;
      if (mapping[1] === '') {
        topLevelMappings++;
        topKeys.add(line.slice(0, line.indexOf(':')).trim());
      }
    }
    // An indented line continues a block (a folded text, a nested value).
    if (mapping || yamlItem.test(line) || yamlMarker.test(line) || /^\s/.test(line)) fitting++;
  }
  if (fitting < lines.length * 0.9) return undefined;
  if (mappings === 0) return detected('yaml', 0.4, 'yaml');
  if (topLevelMappings === 0 && !lines.some((line) => /^-\s/.test(line))) return undefined;
  if (topKeys.has('services') && lines.some((line) => /^\s+(?:image|build|ports|volumes|environment):/.test(line)))
    return detected('docker-compose', 0.9, 'dockerCompose');
  if (topKeys.has('apiVersion') && topKeys.has('kind')) return detected('yaml', 0.9, 'yaml');
  return mappings >= 2 ? detected('yaml', 0.8, 'yaml') : undefined;
};

const tomlTable = /^\s*\[{1,2}\s*[\w"'.\- ]{1,100}\s*\]{1,2}\s*(?:#.*)?$/;
const tomlKeyValue = /^\s*([\w"'.-]{1,100}?)(\s*)=(\s*)(\S.*)$/;
const tomlValue =
  /^(?:"(?:[^"\\]|\\.)*"|'[^']*'|"""|'''|[+-]?(?:\d[\d_]*(?:\.\d[\d_]*)?(?:[eE][+-]?\d+)?|inf|nan)|0x[\da-fA-F_]+|0o[0-7_]+|0b[01_]+|true|false|\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:\d{2})?)?|\d{2}:\d{2}:\d{2}|[[{].*)$/;
const tomlComment = /^\s*#/;

/** `key = value` lines with TOML values, maybe under `[table]` headers. */
export const detectToml: Detector = (text) => {
  const lines = contentLines(headLines(text, linesRead), tomlComment);
  if (lines.length === 0) return undefined;
  let tables = 0;
  let pairs = 0;
  let spaced = 0;
  let bareValues = 0;
  let fitting = 0;
  for (const line of lines) {
    if (tomlTable.test(line)) {
      tables++;
      fitting++;
      continue;
    }
    const pair = tomlKeyValue.exec(line);
    if (pair) {
      pairs++;
      fitting++;
      if (pair[2] !== '' && pair[3] !== '') spaced++;
      if (!tomlValue.test(pair[4].replace(/\s+#.*$/, '').trim())) bareValues++;
      continue;
    }
    // The rest of a multi-line array or string.
    if (/^\s/.test(line) || /^[\]}"']/.test(line)) fitting++;
  }
  if (pairs === 0 || fitting < lines.length * 0.9) return undefined;
  // `key=value` with bare words is an INI file or a setting, not TOML.
  if (bareValues > 0) return bareValues < pairs ? detected('toml', 0.35, 'toml') : undefined;
  if (tables > 0) return detected('toml', 0.9, 'toml');
  return detected('toml', spaced === pairs ? 0.75 : 0.45, 'toml');
};

// The elements of HTML that people paste (a page, a fragment); XML with one of these as root is HTML.
const htmlElements = new Set(
  (
    'html head body title meta link script style div span p a img br hr ul ol li table thead tbody tr td th ' +
    'form input button select option textarea label h1 h2 h3 h4 h5 h6 strong em b i u small code pre ' +
    'blockquote section article header footer nav main aside figure figcaption iframe video audio source ' +
    'canvas svg template noscript dl dt dd'
  ).split(' '),
);

/** The first element and whether open and close tags balance; at most `limit` characters are read. */
function scanTags(text: string, limit: number) {
  const tag = /<(\/?)([A-Za-z_][\w:.-]*)[^<>]*?(\/?)>|<!--|<!\[CDATA\[|<[?!][^<>]*>/g;
  const head = text.length > limit ? text.slice(0, limit) : text;
  const open: string[] = [];
  let root: string | undefined;
  let balanced = true;
  let elements = 0;
  let htmlCount = 0;
  for (let match = tag.exec(head); match; match = tag.exec(head)) {
    if (match[0] === '<!--' || match[0] === '<![CDATA[') {
      const end = head.indexOf(match[0] === '<!--' ? '-->' : ']]>', tag.lastIndex);
      if (end === -1) break;
      tag.lastIndex = end + 3;
      continue;
    }
    const [, closing, name, selfClosing] = match;
    if (!name) continue;
    elements++;
    if (htmlElements.has(name.toLowerCase())) htmlCount++;
    root ??= name;
    if (selfClosing) continue;
    if (!closing) open.push(name);
    else if (open.pop() !== name) balanced = false;
  }
  return { root, balanced: balanced && open.length === 0, elements, htmlCount, whole: head === text };
}

const scanLimit = 100_000;

/** A document with one root element (or an XML declaration); SVG when its root is `svg`. */
export const detectXml: Detector = (text) => {
  if (!text.startsWith('<') || !text.endsWith('>')) return undefined;
  const declared = /^<\?xml\s/.test(text);
  const { root, balanced, whole } = scanTags(text, scanLimit);
  if (root === undefined) return undefined;
  if (root === 'svg' || root.endsWith(':svg')) return detected('svg', declared || balanced ? 0.95 : 0.6, 'svg');
  if (htmlElements.has(root.toLowerCase()) && !declared) return undefined;
  if (declared) return detected('xml', 0.95, 'xml');
  // A long document is read in part: its root closing at the end vouches for the rest.
  const closesRoot = text.endsWith(`</${root}>`) || /^<[^<>]*\/>$/.test(text);
  if (whole ? balanced && closesRoot : closesRoot) return detected('xml', 0.85, 'xml');
  return detected('xml', 0.45, 'xml');
};

/** A page (doctype, `<html>`), or a fragment made of HTML elements. */
export const detectHtml: Detector = (text) => {
  if (/^<!doctype\s+html/i.test(text) || /^<html[\s>]/i.test(text)) return detected('html', 0.98, 'html');
  if (!text.includes('<')) return undefined;
  const { root, elements, htmlCount } = scanTags(text, scanLimit);
  if (root === undefined || htmlCount === 0) return undefined;
  const startsWithTag = text.startsWith('<') && text.endsWith('>');
  if (startsWithTag && htmlElements.has(root.toLowerCase()) && root !== 'svg')
    return detected('html', htmlCount >= elements * 0.8 ? 0.85 : 0.6, 'html');
  // Text with a few tags in it ("a <b>bold</b> word").
  return htmlCount >= 2 ? detected('html', 0.55, 'html') : undefined;
};

/** How many times `delimiter` occurs in a line outside double quotes. */
function countDelimiters(line: string, delimiter: string): number {
  let count = 0;
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === delimiter && !quoted) count++;
  }
  return count;
}

const csvDelimiters = [',', ';', '\t'] as const;

/** Two or more lines with the same number of one delimiter (comma, semicolon or tab). */
export const detectCsv: Detector = (text) => {
  const lines = contentLines(headLines(text, 50));
  if (lines.length < 2) return undefined;
  for (const delimiter of csvDelimiters) {
    const counts = lines.map((line) => countDelimiters(line, delimiter));
    // The last line read may be cut by the limit: it is left out of the comparison.
    const compared = lines.length === 50 ? counts.slice(0, -1) : counts;
    if (compared[0] === 0 || compared.some((count) => count !== compared[0])) continue;
    const fields = lines.flatMap((line) => line.split(delimiter));
    const spaced = fields.filter((field) => /\s/.test(field.trim())).length;
    const name = delimiter === '\t' ? 'tsv' : 'csv';
    // Prose with a comma per line, or code with a semicolon, is not a table: its fields are
    // phrases. Many lines with the same count make a table even so.
    if (lines.length < 4 ? spaced * 2 >= fields.length : spaced * 2 > fields.length) return detected('csv', 0.3, name);
    return detected('csv', lines.length >= 3 ? 0.7 : 0.55, name);
  }
  return undefined;
};

const markdownSignals: readonly [name: string, test: RegExp, weight: number][] = [
  ['heading', /^#{1,6}\s+\S/, 0.55],
  ['fence', /^\s{0,3}(?:```|~~~)/, 0.7],
  ['table', /^\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?\s*$/, 0.8],
  ['list', /^\s*(?:[-*+]|\d{1,3}[.)])\s+\S/, 0.45],
  ['link', /!?\[[^[\]\n]{1,200}\]\([^()\s]{1,500}(?:\s+"[^"\n]{0,200}")?\)/, 0.55],
  ['quote', /^>\s?\S/, 0.4],
  ['emphasis', /(\*\*|__)[^*_\n]{1,200}\1/, 0.35],
  ['code', /`[^`\n]{1,200}`/, 0.35],
];

/** Headings, lists, links, code fences, tables: the more kinds of them, the surer. */
export const detectMarkdown: Detector = (text) => {
  const lines = headLines(text, linesRead);
  const found = new Set<string>();
  let best = 0;
  let listItems = 0;
  for (const line of lines) {
    if (line.length > 2000) continue;
    for (const [name, test, weight] of markdownSignals) {
      if (!test.test(line)) continue;
      found.add(name);
      if (name === 'list') listItems++;
      best = Math.max(best, weight);
    }
  }
  if (found.size === 0) return undefined;
  // One list item is any line starting with a dash.
  if (found.size === 1 && found.has('list') && listItems < 2) return undefined;
  const confidence = found.size >= 3 ? 0.9 : found.size === 2 ? Math.max(0.75, best) : best;
  return detected('markdown', confidence, 'markdown');
};

// Statements, each with what must follow its keyword for it to be SQL rather than a word or two.
const sqlStatements: readonly [RegExp, number][] = [
  [/^select\s[\s\S]*?\bfrom\s+\S/i, 0.9],
  [/^select\s+(?:\d|'|"|\*|@|\w+\s*\()/i, 0.7],
  [/^insert\s+into\s+\S+[\s\S]*?\b(?:values|select|default\s+values)\b/i, 0.9],
  [/^insert\s+into\s+\S+/i, 0.75],
  [/^update\s+\S+\s+set\s+\S/i, 0.9],
  [/^delete\s+from\s+\S+/i, 0.85],
  [
    /^create\s+(?:or\s+replace\s+)?(?:temp(?:orary)?\s+)?(?:unique\s+)?(?:table|view|index|database|schema|function|procedure|trigger|sequence|type|extension|materialized\s+view)\s+\S/i,
    0.9,
  ],
  [/^alter\s+(?:table|view|index|database|schema|sequence|user|role)\s+\S/i, 0.9],
  [/^drop\s+(?:table|view|index|database|schema|function|procedure|trigger|sequence|type)\s+\S/i, 0.85],
  [/^truncate\s+(?:table\s+)?[\w."`]+\s*(?:;|$)/i, 0.8],
  [/^with\s+(?:recursive\s+)?\w+(?:\s*\([^()]*\))?\s+as\s*\(/i, 0.85],
  [/^(?:grant|revoke)\s+[\w\s,]{1,200}?\son\s+\S/i, 0.85],
  [/^explain\s+(?:analyze\s+)?select\s/i, 0.85],
];

/** A statement: SELECT … FROM, INSERT INTO, UPDATE … SET, DELETE FROM, CREATE TABLE … */
export const detectSql: Detector = (text) => {
  // Leading `--` comments and blank lines say nothing yet.
  let head = text.slice(0, 4000);
  while (head.startsWith('--')) {
    const end = head.indexOf('\n');
    if (end === -1) return undefined;
    head = head.slice(end + 1).trimStart();
  }
  if (!/^[a-z]/i.test(head)) return undefined;
  let best: Detection | undefined;
  for (const [pattern, confidence] of sqlStatements)
    if ((best === undefined || confidence > best.confidence) && pattern.test(head))
      best = detected('sql', confidence, 'sql');
  return best;
};
