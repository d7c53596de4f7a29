import { describe, expect, it } from 'vitest';
import { errorInEnglish, inLanguage } from '../../test/words';
import de from './locales/de.json';
import ru from './locales/ru.json';
import words from './locales/en.json';
import { disabledNames } from './math-engine';
import { evaluateExpression } from './math-evaluator';
import type { OutputFormat } from './output-format';

const resultOf = (expression: string, format: OutputFormat = 'full') => {
  const outcome = evaluateExpression(expression, format);
  return outcome.ok ? outcome.value.result : outcome;
};

const errorOf = (expression: string) => errorInEnglish(evaluateExpression(expression, 'full'), words);

describe('the spec examples', () => {
  it('says why an expression is not valid', () => {
    expect(errorOf('2 +')).toBe('Unexpected end of expression (char 4)');
    expect(errorOf('hello')).toBe('Undefined symbol hello');
    expect(errorOf('parse("1 + 1")')).toBe('Function parse is disabled');
  });

  it('gives nothing for an empty expression', () => {
    const nothing = { ok: true, value: { result: '', lines: [] } };
    expect(evaluateExpression('', 'full')).toEqual(nothing);
    expect(evaluateExpression(' \n ', 'full')).toEqual(nothing);
  });
});

describe('the functions of the keywords', () => {
  it.each([
    'abs(-1)',
    'acos(0.5)',
    'acosh(2)',
    'acot(2)',
    'acoth(2)',
    'acsc(2)',
    'acsch(2)',
    'asec(2)',
    'asech(0.5)',
    'asin(0.5)',
    'asinh(2)',
    'atan(2)',
    'atan2(1, 2)',
    'atanh(0.5)',
    'cos(pi)',
    'cosh(1)',
    'cot(1)',
    'coth(1)',
    'csc(1)',
    'csch(1)',
    'sec(1)',
    'sech(1)',
    'sin(pi / 2)',
    'sinh(1)',
    'sqrt(2)',
    'tan(1)',
    'tanh(1)',
    'log(e)',
    'det([1, 2; 3, 4])',
    'mean(1, 2, 3)',
    '5!',
    '1:3',
    '3 > 2 and not false',
    '2 km + 300 m',
  ])('%s', (expression) => {
    expect(evaluateExpression(expression, 'full').ok).toBe(true);
  });
});

describe('output formats', () => {
  it.each<[string, OutputFormat, string]>([
    ['0.1 + 0.2', 'significant', '0.3'],
    ['0.1 + 0.2', 'fraction', '3/10'],
    ['1/3', 'fraction', '1/3'],
    ['[0.5, 0.25]', 'fraction', '[1/2, 1/4]'],
    ['[6, -3, 0.1]', 'fraction', '[6, -3, 1/10]'],
    ['a = 3; a * 2', 'fraction', '[6]'],
    ['1/0', 'fraction', 'Infinity'],
    ['5 inch to cm', 'fraction', '12.7 cm'],
    ['12345.678', 'engineering', '12.345678e+3'],
    ['x = 0.1 + 0.2; x * 2', 'significant', '[0.6]'],
    ['x = 0.1\nx + 0.2', 'full', '[0.1, 0.30000000000000004]'],
    ['x = 0.1\nx + 0.2', 'significant', '[0.1, 0.3]'],
    ['x = 0.1\nx + 0.2', 'fraction', '[1/10, 3/10]'],
    ['1/3', 'engineering', '333.3333333333333e-3'],
  ])('%s as %s → %s', (expression, format, expected) => {
    expect(resultOf(expression, format)).toBe(expected);
  });

  it('names a built-in function rather than showing its code', () => {
    expect(resultOf('sqrt')).toBe('function sqrt');
  });
});

describe('one result per line', () => {
  it('evaluates each line with the variables of the lines before', () => {
    const outcome = evaluateExpression('x = 5\n\nx ^ 2\ny = x + 1;', 'full');
    expect(outcome.ok && outcome.value.lines).toEqual([
      { line: 1, expression: 'x = 5', result: '5' },
      { line: 3, expression: 'x ^ 2', result: '25' },
      { line: 4, expression: 'y = x + 1;', result: '' },
    ]);
  });

  it('lists nothing for one line, or lines that do not stand alone', () => {
    const single = evaluateExpression('1 + 1', 'full');
    expect(single.ok && single.value.lines).toEqual([]);
    const matrix = evaluateExpression('[1, 2;\n3, 4]', 'full');
    expect(matrix.ok && matrix.value.lines).toEqual([]);
  });

  it('starts every evaluation from an empty scope', () => {
    expect(resultOf('leaked = 1')).toBe('1');
    expect(errorOf('leaked')).toBe('Undefined symbol leaked');
  });
});

describe('what an expression cannot reach', () => {
  it.each(disabledNames)('%s is disabled or unknown', (name) => {
    expect(errorOf(`${name}("1 + 1")`)).toMatch(
      new RegExp(`^(Function ${name} is disabled|Undefined function ${name})`),
    );
  });

  it.each([
    'cos.constructor("return 1")()',
    'f(x) = x; f.constructor',
    'unit.constructor("return this")()',
    '[].constructor',
    'evaluate.call(1, "1")',
    'window',
    'globalThis',
    'this',
    'eval("1")',
    'Function("return 1")',
  ])('%s does not reach JavaScript', (expression) => {
    expect(evaluateExpression(expression, 'full').ok).toBe(false);
  });

  it('survives hostile text', () => {
    for (const expression of [
      '('.repeat(10_000),
      '['.repeat(10_000) + ']'.repeat(10_000),
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      'javascript:alert(1)',
      '\uD800',
      '\u0000\u0001',
      '1e309',
      '9'.repeat(400),
    ])
      expect(() => evaluateExpression(expression, 'full')).not.toThrow();
    expect(resultOf('1e309')).toBe('Infinity');
  });
});

describe("evaluateExpression — mathjs's errors in another language", () => {
  const refusal = (expression: string) => {
    const result = evaluateExpression(expression, 'full');
    if (result.ok) throw new Error(`${expression} was evaluated`);
    return result.error;
  };

  it.each([
    ['2 +', 'de', 'Unerwartetes Ende des Ausdrucks (Zeichen 4)'],
    ['1 +* 2', 'de', 'Wert erwartet (Zeichen 4)'],
    ['(1', 'de', 'Schließendes „)“ erwartet (Zeichen 3)'],
    ['2 3', 'de', 'Unerwartetes „3“ (Zeichen 3)'],
    ['1 ? 2', 'de', 'Syntaxfehler (Zeichen 6)'],
    ['hello', 'de', 'Unbekanntes Symbol hello'],
    ['foo(2)', 'ru', 'Неопределённая функция foo'],
  ] as const)('%s in %s', (expression, locale, expected) => {
    expect(inLanguage(locale, refusal(expression), words, locale === 'de' ? de : ru)).toBe(expected);
  });

  it("keeps mathjs's words where it has no kind (a unit mismatch)", () => {
    expect(inLanguage('de', refusal('5 inch to kg'), words, de)).toBe("Units do not match ('kg' != '5 inch')");
  });
});
