import { toCsv } from '../../lib/csv';
import type words from './locales/en.json';

/** The column headings of the table and its copies, in the page's language. */
export type Headings = (typeof words)['table']['heading'];

/** A suite as typed: its name and its measures, each the text of its box ('' when empty). */
export interface Suite {
  title: string;
  data: string[];
}

/** Suites named by their place (`title(1)`, "Suite 1"), with the given measures. */
export function numberedSuites(title: (number: number) => string, measures: readonly (readonly string[])[]): Suite[] {
  return measures.map((data, index) => ({ title: title(index + 1), data: [...data] }));
}

/** The measures of a suite as numbers: empty or unfinished boxes are left out. */
export function measuresOf(suite: Suite): number[] {
  return suite.data
    .filter((text) => text.trim() !== '')
    .map(Number)
    .filter((value) => Number.isFinite(value));
}

export interface SuiteStats {
  title: string;
  samples: number;
  mean: number;
  /** Population variance (divided by n). */
  variance: number;
  standardDeviation: number;
  median: number;
  min: number;
  max: number;
}

/** The statistics of a suite; an empty suite has mean 0 (and every other figure 0). */
export function suiteStats(suite: Suite): SuiteStats {
  const values = measuresOf(suite);
  const n = values.length;
  if (n === 0) {
    return { title: suite.title, samples: 0, mean: 0, variance: 0, standardDeviation: 0, median: 0, min: 0, max: 0 };
  }
  const mean = values.reduce((sum, value) => sum + value, 0) / n;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / n;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(n / 2);
  const median = n % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return {
    title: suite.title,
    samples: n,
    mean,
    variance,
    standardDeviation: Math.sqrt(variance),
    median,
    min: sorted[0],
    max: sorted[n - 1],
  };
}

export interface RankedSuite extends SuiteStats {
  position: number;
  /** How much slower than the best: absent for the best and for ties with it. */
  comparison?: { difference: number; ratio: number | undefined };
}

/** The suites by mean, fastest first (ties keep their order), each compared with the best. */
export function rankSuites(suites: readonly Suite[]): RankedSuite[] {
  const sorted = suites.map(suiteStats).sort((a, b) => a.mean - b.mean);
  const best = sorted[0]?.mean ?? 0;
  return sorted.map((stats, index) => ({
    ...stats,
    position: index + 1,
    ...(index > 0 &&
      stats.mean !== best && {
        comparison: { difference: stats.mean - best, ratio: best === 0 ? undefined : stats.mean / best },
      }),
  }));
}

/** Rounded to 3 decimals, written without trailing zeros (7.5, 1.333). */
export function round3(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/** What every figure of a row reads on screen and in the copies, with the unit. */
export interface ResultCells {
  position: string;
  suite: string;
  samples: string;
  mean: string;
  variance: string;
  standardDeviation: string;
  median: string;
  min: string;
  max: string;
  relativeDifference: string;
}

export function resultCells(row: RankedSuite, unitText: string): ResultCells {
  const unit = unitText.trim();
  const withUnit = (value: number) => `${round3(value)}${unit}`;
  const { comparison } = row;
  const ratio = comparison && (comparison.ratio === undefined ? '∞' : round3(comparison.ratio));
  const versusBest = comparison ? ` (+${withUnit(comparison.difference)} ; x${ratio})` : '';
  const percent =
    comparison === undefined
      ? row.position === 1
        ? ''
        : '0%'
      : comparison.ratio === undefined
        ? '∞'
        : `+${round3((comparison.ratio - 1) * 100)}%`;
  return {
    position: String(row.position),
    suite: row.title,
    samples: String(row.samples),
    mean: withUnit(row.mean) + versusBest,
    variance: `${withUnit(row.variance)}${unit ? '²' : ''}`,
    standardDeviation: withUnit(row.standardDeviation),
    median: withUnit(row.median),
    min: withUnit(row.min),
    max: withUnit(row.max),
    relativeDifference: percent,
  };
}

const markdownCell = (text: string) => text.replaceAll('\\', '\\\\').replaceAll('|', '\\|').replace(/\r?\n/g, ' ');

/** The on-screen columns of the spec as a Markdown table. */
export function markdownTable(rows: readonly ResultCells[], headings: Headings): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    line([headings.position, headings.suite, headings.samples, headings.mean, headings.variance]),
    line(['---', '---', '---', '---', '---']),
    ...rows.map((row) => line([row.position, row.suite, row.samples, row.mean, row.variance].map(markdownCell))),
  ].join('\n');
}

export function bulletList(rows: readonly ResultCells[], headings: Headings): string {
  return rows
    .map((row) =>
      [
        ` - ${row.suite}`,
        `    - ${headings.position}: ${row.position}`,
        `    - ${headings.samples}: ${row.samples}`,
        `    - ${headings.mean}: ${row.mean}`,
        `    - ${headings.variance}: ${row.variance}`,
      ].join('\n'),
    )
    .join('\n');
}

// A spreadsheet would run a cell starting with one of these as a formula.
const formulaStart = /^[=+\-@\t\r]/;

/** Every figure, as numbers, for a spreadsheet; the unit goes in the headers. */
export function resultsCsv(rows: readonly RankedSuite[], unitText: string, headings: Headings): string {
  const unit = unitText.trim();
  const inUnit = (header: string, squared = false) => (unit ? `${header} (${unit}${squared ? '²' : ''})` : header);
  const header = [
    headings.position,
    headings.suite,
    headings.samples,
    inUnit(headings.mean),
    inUnit(headings.variance, true),
    inUnit(headings.standardDeviation),
    inUnit(headings.median),
    inUnit(headings.min),
    inUnit(headings.max),
    headings.relativeDifferencePercent,
  ];
  const lines = rows.map((row) => [
    String(row.position),
    formulaStart.test(row.title) ? `'${row.title}` : row.title,
    String(row.samples),
    round3(row.mean),
    round3(row.variance),
    round3(row.standardDeviation),
    round3(row.median),
    round3(row.min),
    round3(row.max),
    row.comparison?.ratio === undefined ? (row.comparison ? '∞' : '0') : round3((row.comparison.ratio - 1) * 100),
  ]);
  return toCsv([header, ...lines]);
}

/**
 * Numbers pasted at once (one a line, or separated by commas, semicolons or spaces); undefined
 * when the text is not such a list of at least two, so an ordinary paste goes on as usual.
 */
export function pastedMeasures(text: string): string[] | undefined {
  const parts = text.split(/[\s,;]+/).filter((part) => part !== '');
  if (parts.length < 2 || parts.length > maxMeasures) return undefined;
  return parts.every((part) => /^-?(?:\d+\.?\d*|\.\d+)$/.test(part)) ? parts : undefined;
}

/** Limits that keep a suite list from storage or a link to a size a page can draw. */
export const maxSuites = 100;
export const maxMeasures = 1000;
const maxTitleChars = 1000;

export function isSuiteList(value: unknown): value is Suite[] {
  return (
    Array.isArray(value) &&
    value.length >= 1 &&
    value.length <= maxSuites &&
    value.every(
      (suite: unknown) =>
        typeof suite === 'object' &&
        suite !== null &&
        typeof (suite as Suite).title === 'string' &&
        (suite as Suite).title.length <= maxTitleChars &&
        Array.isArray((suite as Suite).data) &&
        (suite as Suite).data.length <= maxMeasures,
    )
  );
}

/**
 * Suites read from storage or a link. Measures may be numbers, texts or null (the reference app
 * stored numbers and null for an empty box); they become the text of their box.
 */
export function readSuites(text: string): Suite[] | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (!isSuiteList(value)) return undefined;
    const data = value.map((suite) => (suite.data as unknown[]).map(measureText));
    if (data.some((measures) => measures.includes(undefined))) return undefined;
    return value.map((suite, index) => ({ title: suite.title, data: data[index] as string[] }));
  } catch {
    return undefined;
  }
}

function measureText(value: unknown): string | undefined {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'string' && value.length <= 1000 && /^-?\d*\.?\d*$/.test(value)) return value;
  return undefined;
}

/**
 * A new suite added after `index`, with one measure 0: `title` names it after the new count of
 * suites (in the page's words, "Suite 3").
 */
export function addSuiteAfter(suites: readonly Suite[], index: number, title: (count: number) => string): Suite[] {
  if (suites.length >= maxSuites) return [...suites];
  const suite: Suite = { title: title(suites.length + 1), data: ['0'] };
  return [...suites.slice(0, index + 1), suite, ...suites.slice(index + 1)];
}
