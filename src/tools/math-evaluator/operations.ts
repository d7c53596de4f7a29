import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { choiceField, textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { outputFormats } from './output-format';

export const mathEvaluate = operationOf<typeof words>()({
  id: 'math-evaluate',
  input: textInput('text', 'expression'),
  fields: {
    expression: textField('', { label: 'expression.label' }),
    format: choiceField('full', outputFormats, {
      label: 'format.label',
      choiceLabels: {
        full: 'format.full',
        significant: 'format.significant',
        fraction: 'format.fraction',
        engineering: 'format.engineering',
      },
    }),
  },
  outputs: {
    result: { kind: 'text', label: 'result.title' },
    lines: { kind: 'json', label: 'lines.caption' },
  },
  // mathjs loads when the operation runs (in the worker): never with the page.
  run: async (expression, { format }) => (await import('./math-evaluator')).evaluateExpression(expression, format),
  examples: [
    { name: 'examples.sqrt', input: '2*sqrt(6)', output: { result: '4.898979485566356' } },
    { name: 'examples.units', input: '5 inch to cm', output: { result: '12.7 cm' } },
    { name: 'examples.complex', input: 'sqrt(-4)', output: { result: '2i' } },
    { name: 'examples.incomplete', input: '2 +', error: 'errors.invalidExpression' },
    { name: 'examples.precision', input: '0.1 + 0.2', output: { result: '0.30000000000000004' } },
    { name: 'examples.power', input: '2^64', output: { result: '18446744073709552000' } },
    { name: 'examples.complexNumber', input: '3 + 2i', output: { result: '3 + 2i' } },
    { name: 'examples.matrix', input: '[1, 2, 3] * 2', output: { result: '[2, 4, 6]' } },
    { name: 'examples.infinity', input: '1/0', output: { result: 'Infinity' } },
    { name: 'examples.nan', input: '0/0', output: { result: 'NaN' } },
    { name: 'examples.lines', input: 'x = 5\nx ^ 2', output: { result: '[5, 25]' } },
    { name: 'examples.hidden', input: 'a = 3; a * 2', output: { result: '[6]' } },
    { name: 'examples.function', input: 'f(x) = x^2', output: { result: 'f(x)' } },
    { name: 'examples.unknown', input: 'hello', error: 'errors.invalidExpression' },
    {
      name: 'examples.fraction',
      input: '0.1 + 0.2',
      options: { format: 'fraction' },
      output: { result: '3/10' },
    },
  ],
});

export const operations = toolOperations(mathEvaluate);
