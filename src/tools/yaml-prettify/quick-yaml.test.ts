import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { prettifyYamlQuickly } from './prettify-yaml-quickly';
import { reemitYamlQuickly } from './quick-yaml';
import { prettifyYaml } from './yaml-prettify';

const longWords = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');
const documents = [
  'name: it-tools\nversion:   1.0\ntags: [a, b]\nnested: {x: 1, y: [true, null]}\n',
  'b: 1\na:\n  d: 4\n  c: 3\n',
  'numbers: [0123, 1e3, 1.0, -0, .5, +12, 0o17, 0x1F, .inf, -.Inf, .NaN, 12345678901234567890, 1.5e-7, 1e21]',
  'scalars: [~, null, Null, true, False, TRUE, yes, no, on, off, "", " ", "123", "true", "null", "~", "1e3"]',
  'special: ["a: b", "a #b", "#x", "&x", "*x", "!x", "|x", ">x", "%x", "@x", "`x", "- x", "? x", "-", "?", "x:", " lead", "trail ", "[x]", "{x}", "a,b", "it\'s", "say \\"hi\\""]',
  'control: ["tab\\there", "nul\\0", "bell\\a", "esc\\e", "nel\\N", "ls\\L", "bom\\uFEFF", "emoji 👩‍💻", "rtl שלום", "é", "\\u00a0nbsp"]',
  `long: ${longWords}\nlist:\n  - ${longWords}\nquoted: "${longWords}: with colon"\n`,
  'multi: |\n  line one\n  line two\nfolded: >\n  folded one\n  folded two\n\n  para\nkeep: |+\n  kept\n\nstrip: |-\n  stripped\nindented: |2\n    two more\n',
  'multiInSeq:\n  - |\n    a\n    b\n  - "x\\ny"\n  - "trailing\\n"\n  - "\\nleading"\n  - "spaces  \\n  inside"\n',
  'keys:\n  "1": a\n  2: b\n  true: c\n  "a b": d\n  "a: b": e\n  "-x": f\n  "": g\n  "multi\\nline": h\n  "#": i\n  <<: j\n  "__proto__": k\n',
  'empty: {}\nemptySeq: []\nnestedEmpty: [[], {}]\n',
  'seqs:\n  - - a\n    - b\n  - - - deep\n  - {a: 1, b: [x, {c: 2}]}\n  - []\n',
  '[1, [2, 3], {a: b}]',
  '- a\n- b: 1\n  c: 2\n',
  '{"json": {"with": ["arrays", 1, 2.5, false, null]}, "key": "value"}',
  'doc:\n  - ---\n  - ...\n  - "--- x"\n  - "... y"\n',
  `deep: ${'['.repeat(30)}1${']'.repeat(30)}`,
  'dates: [2001-12-14, 2001-12-14t21:59:43.10-05:00, 12:30:45]',
  'z: 1\nA: 2\na: 3\n10: 4\n9: 5\nB: 6\n',
];

describe("reemitYamlQuickly gives the yaml package's text", () => {
  it.each(
    documents.flatMap((yaml) =>
      [2, 4, 1, 7].flatMap((indent) => [false, true].map((sortKeys) => ({ yaml, indent, sortKeys }))),
    ),
  )('$yaml (indent $indent, sort $sortKeys)', ({ yaml, indent, sortKeys }) => {
    expect(reemitYamlQuickly(yaml, indent, sortKeys)).toBe(
      stringify(parse(yaml), { indent, sortMapEntries: sortKeys }),
    );
  });
});

describe('reemitYamlQuickly leaves to yaml what it cannot promise', () => {
  it.each([
    ['aliases', 'a: &x {b: 1}\nc: *x'],
    ['null keys', 'null: 1\n~: 2'],
    ['complex keys', '? [a, b]\n: c'],
    ['unknown tags', 'a: !foo bar'],
    ['a scalar document', 'just text'],
    ['an empty mapping', '{}'],
    ['a long key', `${'k'.repeat(1100)}: v`],
    ['invalid YAML', 'a: 1\na: 2'],
    ['tabs', 'a:\n\tb: 1'],
    ['blank input', '   '],
  ])('%s', (_, yaml) => {
    expect(reemitYamlQuickly(yaml, 2, false)).toBeUndefined();
  });
});

describe('prettifyYamlQuickly', () => {
  const options = { sortKeys: true, indentSize: 3, keepComments: false, multipleDocuments: false };
  it.each(['b: [1, {d: 2, c: 3}]\na: x', 'a: &x {b: 1}\nc: *x', '', 'a: 1\na: 2', 'a: 1 # c'])(
    'gives what prettifyYaml gives for %j',
    (yaml) => {
      for (const given of [options, { ...options, keepComments: true }])
        expect(prettifyYamlQuickly(yaml, given)).toEqual(prettifyYaml(yaml, given));
    },
  );
});

describe('reemitYamlQuickly — words written as they are', () => {
  const words = [
    'a',
    'item number 7',
    'x-y_z.w/v+u',
    'Null',
    'NULL',
    'null',
    'True',
    'tRUE',
    'FALSE',
    'no',
    'a ',
    'a:b',
    'a: b',
    'a #b',
    'a#b',
    'a-',
    'é',
    'a'.repeat(21),
    `${'word '.repeat(16)}end`,
    'ab'.repeat(40),
  ];
  it.each(words.flatMap((word) => [0, 3, 12].map((depth) => ({ word, depth }))))(
    '$word at depth $depth',
    ({ word, depth }) => {
      let value: unknown = { key: word, list: [word] };
      for (let level = 0; level < depth; level++) value = { level: value };
      const yaml = JSON.stringify(value);
      expect(reemitYamlQuickly(yaml, 2, false)).toBe(stringify(parse(yaml), { indent: 2 }));
    },
  );
});
