import { failure } from '../../lib/operation/message';
import type { OperationResult } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { engine } from './math-engine';
import { mathErrorText } from './math-error';
import type { Evaluation, LineResult, OutputFormat } from './output-format';

/** Several statements give a ResultSet: the values of the statements not ended by ";". */
interface ResultSetLike {
  entries: unknown[];
}

const isResultSet = (value: unknown): value is ResultSetLike =>
  typeof value === 'object' && value !== null && (value as { isResultSet?: unknown }).isResultSet === true;

const isPlainNumberOrMatrix = (value: unknown): boolean =>
  typeof value === 'number' ||
  (typeof value === 'object' && value !== null && (value as { isMatrix?: unknown }).isMatrix === true);

function formatFunction(value: (...args: unknown[]) => unknown): string {
  const { syntax } = value as { syntax?: unknown };
  // A function defined in the expression ("f(x) = x^2") carries its own signature.
  if (typeof syntax === 'string') return syntax;
  return value.name ? `function ${value.name}` : 'function';
}

function formatAsFraction(value: unknown): string {
  if (!isPlainNumberOrMatrix(value)) return String(value);
  try {
    // A whole number reads as itself, not as n/1.
    return engine.format(engine.fraction(value as number), { fraction: 'ratio' }).replace(/(\d)\/1\b/g, '$1');
  } catch {
    // Infinity, NaN and the like have no fraction: they read as themselves.
    return String(value);
  }
}

/** One value as text in the chosen format; the reference's `String(result)` for full precision. */
export function formatValue(value: unknown, format: OutputFormat): string {
  if (isResultSet(value)) return `[${value.entries.map((entry) => formatValue(entry, format)).join(', ')}]`;
  if (typeof value === 'function') return formatFunction(value as (...args: unknown[]) => unknown);
  switch (format) {
    case 'full':
      return String(value);
    case 'significant':
      return engine.format(value, { precision: 14 });
    case 'engineering':
      return engine.format(value, { notation: 'engineering' });
    case 'fraction':
      return formatAsFraction(value);
  }
}

/**
 * Each non-empty line on its own, in order, sharing one scope: "x = 5" then "x ^ 2" gives 5 then
 * 25. Nothing when the expression has one line, or when its lines do not stand alone (a matrix
 * written over several lines).
 */
function evaluateLines(expression: string, format: OutputFormat): LineResult[] {
  const lines = expression
    .split('\n')
    .map((text, index) => ({ line: index + 1, expression: text }))
    .filter(({ expression: text }) => text.trim() !== '');
  if (lines.length < 2) return [];
  try {
    const scope = new Map<string, unknown>();
    return lines.map(({ line, expression: text }) => {
      const value: unknown = engine.evaluate(text, scope);
      const hidden = isResultSet(value) && value.entries.length === 0;
      return { line, expression: text, result: hidden ? '' : formatValue(value, format) };
    });
  } catch {
    return [];
  }
}

/**
 * Evaluates `expression` with mathjs's expression parser, which has no access to JavaScript: no
 * `eval`, no globals. Blank (no result, no lines) when the expression is; the parser's message when
 * it is not valid ("Undefined symbol hello").
 */
export function evaluateExpression(expression: string, format: OutputFormat): OperationResult<Evaluation> {
  if (expression.trim() === '') return ok({ result: '', lines: [] });
  try {
    const value: unknown = engine.evaluate(expression, new Map<string, unknown>());
    return ok({ result: formatValue(value, format), lines: evaluateLines(expression, format) });
  } catch (error) {
    return failure('errors.invalidExpression', mathErrorText(error));
  }
}
