import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../test/words';
import { lineAt, lineText, visibleLineIndexes, type DiffLines } from './diff-lines';
import { compareJsonTexts, summary, type JsonComparison } from './json-diff';
import words from './locales/en.json';
import type { PatchOperation } from './json-patch';

function compare(first: string, second: string, ignoreArrayOrder = false): JsonComparison {
  const { comparison } = compareJsonTexts({ first, second, ignoreArrayOrder });
  if (!comparison?.ok) throw new Error(`no comparison: ${JSON.stringify(comparison)}`);
  return comparison.value;
}

const textOf = (lines: DiffLines, onlyDifferences = false) =>
  Array.from(visibleLineIndexes(lines, onlyDifferences), (index) => lineText(lineAt(lines, index)));

/** The summary line, as the page shows it. */
const summaryText = (comparison: JsonComparison) => inEnglish(summary(comparison), words);

/** The summary line and the tree, as the page shows them. */
const rendered = (comparison: JsonComparison) => [summaryText(comparison), ...textOf(comparison.lines)];

describe('spec examples', () => {
  it('words the summary of examples 1 and 2', () => {
    expect(summaryText(compare('{"foo":"bar"}', '{"foo":"buz","baz":"qux"}'))).toBe('1 added, 0 removed, 1 changed');
    expect(summaryText(compare('{"foo":"bar"}', '{   "foo":  "bar" }  '))).toBe(
      'The two JSON documents are identical.',
    );
  });

  it('example 3 with its sides swapped: the added and removed members trade places', () => {
    const swapped = compare('{"a":1,"b":{"c":[1,3],"d":0},"f":"new"}', '{"a":1,"b":{"c":[1,2,3],"d":null},"e":true}');
    expect(summaryText(swapped)).toBe('2 added, 1 removed, 2 changed');
  });
});

describe('diff rules', () => {
  it('key order does not matter', () => {
    expect(compare('{"a":1,"b":[1,{"c":2,"d":3}]}', '{"b":[1,{"d":3,"c":2}],"a":1}').identical).toBe(true);
  });

  it('goes through the first keys in order, then keys only in the second; integer-like keys first', () => {
    expect(textOf(compare('{"z":1,"a":2,"10":3}', '{"b":4,"a":2,"2":5}').lines)).toEqual([
      '  {',
      '  - 10: 3,',
      '  - z: 1,',
      '    a: 2,',
      '  + 2: 5,',
      '  + b: 4,',
      '  }',
    ]);
  });

  it('compares arrays by position: extra items on the right are added', () => {
    expect(textOf(compare('[1,2]', '[1,5,3,4]').lines)).toEqual([
      '  [',
      '    1,',
      '  ~ 2 → 5,',
      '  + 3,',
      '  + 4,',
      '  ]',
    ]);
  });

  it('shows a type change as one changed line with both values in full', () => {
    expect(textOf(compare('{"a":[1,2],"b":{"x":1}}', '{"a":"1,2","b":7}').lines)).toEqual([
      '  {',
      '  ~ a: [1,2] → "1,2",',
      '  ~ b: {"x":1} → 7,',
      '  }',
    ]);
  });

  it('treats an explicit null as a value', () => {
    expect(textOf(compare('{"a":null}', '{}').lines)).toEqual(['  {', '  - a: null,', '  }']);
    expect(textOf(compare('{"a":null}', '{"a":false}').lines)).toEqual(['  {', '  ~ a: null → false,', '  }']);
  });

  it('shows an added or removed container inline, as one value', () => {
    const comparison = compare('{"gone":{"x":[1,{"y":2}]}}', '{"new":[{"a":"b"}]}');
    expect(textOf(comparison.lines)).toEqual(['  {', '  - gone: {"x":[1,{"y":2}]},', '  + new: [{"a":"b"}],', '  }']);
    expect(comparison.counts).toEqual({ added: 1, removed: 1, changed: 0 });
  });

  it('compares root scalars: changed without a comma, or identical', () => {
    expect(rendered(compare('1', '2'))).toEqual(['0 added, 0 removed, 1 changed', '~ 1 → 2']);
    expect(compare('"a"', "'a'").identical).toBe(true);
    expect(compare('[]', '{}').identical).toBe(false);
  });

  it('expands empty containers and keeps markers on unchanged lines blank', () => {
    expect(textOf(compare('{"a":{},"b":[]}', '{"a":{},"b":[],"c":1}').lines)).toEqual([
      '  {',
      '    a: {',
      '    },',
      '    b: [',
      '    ],',
      '  + c: 1,',
      '  }',
    ]);
  });

  it('reads JSON5: comments, trailing commas, single quotes, unquoted keys', () => {
    expect(compare("{a: 'x', /* note */ b: [1, 2,],}", '{"a":"x","b":[1,2]}').identical).toBe(true);
  });

  it('writes values as compact JSON, non-finite JSON5 numbers as null', () => {
    expect(textOf(compare('{"s":"a\\"b","n":1.5e3}', '{"s":"é\\n","n":NaN}').lines)).toEqual([
      '  {',
      '  ~ s: "a\\"b" → "é\\n",',
      '  ~ n: 1500 → null,',
      '  }',
    ]);
    expect(compare('NaN', 'NaN').identical).toBe(true);
  });

  it('keeps a "__proto__" key as data', () => {
    expect(textOf(compare('{"__proto__":{"x":1}}', '{"__proto__":{"x":2}}').lines)).toEqual([
      '  {',
      '    __proto__: {',
      '    ~ x: 1 → 2,',
      '    },',
      '  }',
    ]);
  });
});

describe('only the differences', () => {
  it('hides unchanged members and containers, keeping the path to each change', () => {
    const comparison = compare(
      '{"a":1,"b":{"c":[1,2,3],"d":null},"e":true,"same":{"x":[1]}}',
      '{"a":1,"b":{"c":[1,3],"d":0},"f":"new","same":{"x":[1]}}',
    );
    expect(textOf(comparison.lines, true)).toEqual([
      '  {',
      '    b: {',
      '      c: [',
      '      ~ 2 → 3,',
      '      - 3,',
      '      ],',
      '    ~ d: null → 0,',
      '    },',
      '  - e: true,',
      '  + f: "new",',
      '  }',
    ]);
  });

  it('shows nothing for identical documents', () => {
    expect(textOf(compare('{"a":[1]}', '{"a":[1]}').lines, true)).toEqual([]);
  });
});

describe('ignore array order', () => {
  it('compares arrays of scalars as multisets', () => {
    expect(compare('[1,2,2,"x",null]', '[null,2,"x",1,2]', true).identical).toBe(true);
    expect(textOf(compare('[1,2,2]', '[2,3,1]', true).lines)).toEqual([
      '  [',
      '    1,',
      '    2,',
      '  - 2,',
      '  + 3,',
      '  ]',
    ]);
    expect(compare('[1]', '["1"]', true).counts).toEqual({ added: 1, removed: 1, changed: 0 });
  });

  it('matches objects by id, then key, then name, and diffs matched pairs', () => {
    const first = '[{"id":1,"v":"a"},{"id":2,"v":"b"},{"id":3,"v":"c"}]';
    const second = '[{"id":2,"v":"b"},{"id":1,"v":"A"},{"id":4,"v":"d"}]';
    expect(textOf(compare(first, second, true).lines)).toEqual([
      '  [',
      '    {',
      '      id: 1,',
      '    ~ v: "a" → "A",',
      '    },',
      '    {',
      '      id: 2,',
      '      v: "b",',
      '    },',
      '  - {"id":3,"v":"c"},',
      '  + {"id":4,"v":"d"},',
      '  ]',
    ]);
    expect(compare('[{"name":"x","n":1},{"name":"y"}]', '[{"name":"y"},{"name":"x","n":1}]', true).identical).toBe(
      true,
    );
  });

  it('falls back to positions when some item lacks the field, or items are mixed', () => {
    expect(compare('[{"id":1},{"x":2}]', '[{"x":2},{"id":1}]', true).identical).toBe(false);
    expect(compare('[1,{"id":1}]', '[{"id":1},1]', true).identical).toBe(false);
  });

  it('finds the tags and items of the page example identical, and 6 changes when order counts', () => {
    const first = '{"tags":["a","b"],"items":[{"id":1,"v":"x"},{"id":2,"v":"y"}]}';
    const second = '{"tags":["b","a"],"items":[{"id":2,"v":"y"},{"id":1,"v":"x"}]}';
    expect(summaryText(compare(first, second))).toBe('0 added, 0 removed, 6 changed');
    expect(compare(first, second, true).identical).toBe(true);
  });

  it('applies inside nested arrays, and only when asked', () => {
    expect(compare('{"a":[[1,2],[3]]}', '{"a":[[3],[2,1]]}', true).identical).toBe(false);
    expect(compare('{"a":{"b":[1,2]}}', '{"a":{"b":[2,1]}}', true).identical).toBe(true);
    expect(compare('{"a":{"b":[1,2]}}', '{"a":{"b":[2,1]}}', false).identical).toBe(false);
  });
});

describe('invalid and empty input', () => {
  it('reports each side with JSON5 message', () => {
    const firstBad = compareJsonTexts({ first: '{"a":', second: '{}', ignoreArrayOrder: false });
    expect(firstBad.secondError).toBeUndefined();
    expect(inEnglish(firstBad.firstError!, words)).toBe('Invalid JSON: JSON5: invalid end of input at 1:6');
    const secondBad = compareJsonTexts({ first: '{}', second: '[1,,]', ignoreArrayOrder: false });
    expect(secondBad.firstError).toBeUndefined();
    expect(inEnglish(secondBad.secondError!, words)).toBe("Invalid JSON: JSON5: invalid character ',' at 1:4");
  });

  it.each([
    ['', ''],
    ['{}', ''],
    ['  \n', '[]'],
  ])('treats empty text as no error and no comparison (%j, %j)', (first, second) => {
    expect(compareJsonTexts({ first, second, ignoreArrayOrder: false })).toEqual({
      firstError: undefined,
      secondError: undefined,
    });
  });

  it('says when a value is nested too deeply to write, rather than throwing', () => {
    const deep = '['.repeat(500_000) + ']'.repeat(500_000);
    const outcome = compareJsonTexts({ first: `{"a":${deep}}`, second: '{}', ignoreArrayOrder: false });
    expect(outcome.comparison).toEqual({ ok: false, error: { code: 'errors.tooDeep' } });
  });

  it('compares documents 10,000 levels deep', () => {
    const deep = (leaf: string) => '['.repeat(10_000) + leaf + ']'.repeat(10_000);
    const comparison = compare(deep('1'), deep('2'));
    expect(comparison.counts).toEqual({ added: 0, removed: 0, changed: 1 });
    expect(comparison.lines.count).toBe(20_001);
  });
});

/** Applies RFC 6902 add/remove/replace operations to a copy of `document` (enough for these tests). */
function applyPatch(document: unknown, operations: PatchOperation[]): unknown {
  let root = structuredClone(document);
  for (const operation of operations) {
    if (operation.path === '') {
      root = operation.op === 'remove' ? undefined : operation.value;
      continue;
    }
    const tokens = operation.path
      .slice(1)
      .split('/')
      .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'));
    const last = tokens.pop() as string;
    const parent = tokens.reduce<unknown>((node, token) => (node as Record<string, unknown>)[token], root) as
      Record<string, unknown> | unknown[];
    if (Array.isArray(parent)) {
      const index = last === '-' ? parent.length : Number(last);
      if (operation.op === 'add') parent.splice(index, 0, operation.value);
      else if (operation.op === 'remove') parent.splice(index, 1);
      else parent[index] = operation.value;
    } else if (operation.op === 'remove') delete parent[last];
    else parent[last] = operation.value;
  }
  return root;
}

describe('JSON Patch', () => {
  it('lists RFC 6902 operations for example 3', () => {
    const comparison = compare(
      '{"a":1,"b":{"c":[1,2,3],"d":null},"e":true}',
      '{"a":1,"b":{"c":[1,3],"d":0},"f":"new"}',
    );
    expect(JSON.parse(comparison.patch)).toEqual([
      { op: 'replace', path: '/b/c/1', value: 3 },
      { op: 'remove', path: '/b/c/2' },
      { op: 'replace', path: '/b/d', value: 0 },
      { op: 'remove', path: '/e' },
      { op: 'add', path: '/f', value: 'new' },
    ]);
  });

  it('escapes "~" and "/" in keys, and replaces a changed root', () => {
    expect(JSON.parse(compare('{"a/b":1,"c~d":2}', '{"a/b":3}').patch)).toEqual([
      { op: 'replace', path: '/a~1b', value: 3 },
      { op: 'remove', path: '/c~0d' },
    ]);
    expect(JSON.parse(compare('1', '[2]').patch)).toEqual([{ op: 'replace', path: '', value: [2] }]);
    expect(JSON.parse(compare('{}', '{}').patch)).toEqual([]);
  });

  it.each([
    ['{"a":[1,2,3,4],"b":{"c":1}}', '{"a":[9],"b":{"d":[1]}}'],
    ['[[1,2,3],[4]]', '[[1],[4,5,6],7]'],
    ['[{"x":[1,2]},2,3]', '[{"x":[2]}]'],
    ['{"k":{"l":{"m":[true,false]}}}', '{"k":{"l":{"m":[false]},"n":null}}'],
  ])('turns %s into %s when applied', (first, second) => {
    expect(applyPatch(JSON.parse(first), JSON.parse(compare(first, second).patch))).toEqual(JSON.parse(second));
  });

  it.each([
    ['[1,2,3,4]', '[4,5,2]'],
    ['{"a":[{"id":1,"v":[3,1]},{"id":2},{"id":3,"v":0}]}', '{"a":[{"id":3,"v":1},{"id":5},{"id":1,"v":[1,2]}]}'],
  ])('with array order ignored, turns %s into %s up to array order', (first, second) => {
    const comparison = compare(first, second, true);
    const patched = JSON.stringify(applyPatch(JSON.parse(first), JSON.parse(comparison.patch)));
    expect(compare(patched, second, true).identical).toBe(true);
  });
});

describe('large documents', () => {
  it('compares two documents of a megabyte each', () => {
    const items = Array.from({ length: 15_000 }, (_, id) => ({ id, name: `item ${id}`, tags: ['a', 'b'] }));
    const changed = items.map((item) => (item.id % 1000 === 0 ? { ...item, name: 'renamed' } : item));
    const comparison = compare(JSON.stringify(items), JSON.stringify(changed));
    expect(comparison.counts).toEqual({ added: 0, removed: 0, changed: 15 });
    expect(lineText(lineAt(comparison.lines, 3))).toBe('    ~ name: "item 0" → "renamed",');
  });
});
