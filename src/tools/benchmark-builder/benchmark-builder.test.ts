import { describe, expect, it } from 'vitest';
import {
  addSuiteAfter,
  bulletList,
  markdownTable,
  pastedMeasures,
  rankSuites,
  readSuites,
  resultCells,
  resultsCsv,
  round3,
  suiteStats,
  type Suite,
} from './benchmark-builder';
import words from './locales/en.json';
import { defaultSuites } from './operations';

const headings = words.table.heading;

const cellsOf = (suites: Suite[], unit = '') => rankSuites(suites).map((row) => resultCells(row, unit));

describe('results', () => {
  // The spec's examples (the defaults, with unit "ms", identical suites) are declared in operations.ts.
  it('trims the unit', () => {
    expect(cellsOf(defaultSuites, ' ms ')[0]).toMatchObject({ mean: '7.5ms', variance: '6.25ms²' });
  });

  it('defaults as a bullet list', () => {
    expect(bulletList(cellsOf(defaultSuites), headings)).toBe(
      [
        ' - Suite 1',
        '    - Position: 1',
        '    - Samples: 2',
        '    - Mean: 7.5',
        '    - Variance: 6.25',
        ' - Suite 2',
        '    - Position: 2',
        '    - Samples: 2',
        '    - Mean: 10 (+2.5 ; x1.333)',
        '    - Variance: 4',
      ].join('\n'),
    );
  });

  it('sorts by mean, stable for ties', () => {
    const suites = [
      { title: 'slow', data: ['9'] },
      { title: 'tie 1', data: ['3'] },
      { title: 'fast', data: ['1'] },
      { title: 'tie 2', data: ['3'] },
    ];
    expect(cellsOf(suites).map((row) => row.suite)).toEqual(['fast', 'tie 1', 'tie 2', 'slow']);
  });

  it('ignores empty boxes; an empty suite has mean 0 and the ratio against 0 is ∞', () => {
    const suites = [
      { title: 'A', data: ['', '4', ' ', '-'] },
      { title: 'Empty', data: [] },
    ];
    const [first, second] = cellsOf(suites);
    expect([first.suite, first.samples, first.mean]).toEqual(['Empty', '0', '0']);
    expect([second.suite, second.samples, second.mean]).toEqual(['A', '1', '4 (+4 ; x∞)']);
    expect(second.relativeDifference).toBe('∞');
  });

  it('gives standard deviation, median, min, max and the relative difference', () => {
    const [, second] = cellsOf([
      { title: 'A', data: ['2', '2'] },
      { title: 'B', data: ['1', '3', '8', '4'] },
    ]);
    expect(second).toMatchObject({
      standardDeviation: '2.55',
      median: '3.5',
      min: '1',
      max: '8',
      relativeDifference: '+100%',
    });
  });

  it('population variance divides by n', () => {
    expect(suiteStats({ title: 'x', data: ['2', '4', '4', '4', '5', '5', '7', '9'] })).toMatchObject({
      mean: 5,
      variance: 4,
      standardDeviation: 2,
    });
  });

  it('escapes pipes in markdown cells', () => {
    expect(markdownTable(cellsOf([{ title: 'a|b', data: ['1'] }]), headings)).toContain('| 1 | a\\|b | 1 | 1 | 0 |');
  });
});

describe('round3', () => {
  it.each([
    [7.5, '7.5'],
    [4 / 3, '1.333'],
    [2 / 3, '0.667'],
    [-0.0001, '0'],
    [10, '10'],
  ])('%s → %s', (value, expected) => {
    expect(round3(value)).toBe(expected);
  });
});

describe('CSV', () => {
  it('has every figure with the unit in the headers, and defuses formulas', () => {
    const csv = resultsCsv(rankSuites([...defaultSuites, { title: '=cmd()', data: ['20'] }]), 'ms', headings);
    expect(csv.split('\r\n')).toEqual([
      'Position,Suite,Samples,Mean (ms),Variance (ms²),Standard deviation (ms),Median (ms),Min (ms),Max (ms),Relative difference (%)',
      '1,Suite 1,2,7.5,6.25,2.5,7.5,5,10,0',
      '2,Suite 2,2,10,4,2,10,8,12,33.333',
      "3,'=cmd(),1,20,0,0,20,20,20,166.667",
      '',
    ]);
  });
});

describe('pastedMeasures', () => {
  it.each([
    ['1\n2\n3', ['1', '2', '3']],
    ['1.5, 2.25, -3', ['1.5', '2.25', '-3']],
    ['4 5\t6;7', ['4', '5', '6', '7']],
  ])('%j → %j', (text, expected) => {
    expect(pastedMeasures(text)).toEqual(expected);
  });

  it.each(['12', '1, two, 3', '', '<script>', '1e3 4'])('%j is an ordinary paste', (text) => {
    expect(pastedMeasures(text)).toBeUndefined();
  });
});

describe('readSuites', () => {
  it('reads our format and the reference one (numbers, null for an empty box)', () => {
    expect(readSuites(JSON.stringify(defaultSuites))).toEqual(defaultSuites);
    expect(readSuites('[{"title":"Suite 1","data":[5,null,1.5]}]')).toEqual([
      { title: 'Suite 1', data: ['5', '', '1.5'] },
    ]);
  });

  it.each([
    '',
    'not json',
    '"text"',
    '[]',
    '[{"title":1,"data":[]}]',
    '[{"title":"a","data":[{}]}]',
    '[{"title":"a","data":["x"]}]',
  ])('%j is refused', (text) => {
    expect(readSuites(text)).toBeUndefined();
  });
});

describe('addSuiteAfter', () => {
  it('inserts "Suite <count + 1>" with one measure 0 right after the card', () => {
    const suites = addSuiteAfter(defaultSuites, 0, (count) => `Suite ${count}`);
    expect(suites.map((suite) => suite.title)).toEqual(['Suite 1', 'Suite 3', 'Suite 2']);
    expect(suites[1].data).toEqual(['0']);
  });
});
