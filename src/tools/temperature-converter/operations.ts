import { failure } from '../../lib/operation/message';
import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { choiceField, numberTextField } from '../../lib/tool-state/fields';
import { parseDecimalText } from '../../lib/decimal-text';
import type words from './locales/en.json';
import { convertTemperature, defaultDecimals, maxDecimals, scales } from './temperature-converter';

export const precisionChoices = Array.from({ length: maxDecimals + 1 }, (_, count) => String(count));

const scaleLabel = (scale: (typeof scales)[number]) => `scales.${scale}` as const;

export const temperatureConvert = operationOf<typeof words>()({
  id: 'temperature-convert',
  description: 'description',
  input: textInput('number', 'value'),
  // The last edited scale and what was typed in it: the other fields follow from them.
  fields: {
    scale: choiceField('kelvin', scales, {
      label: 'scale.label',
      choiceLabels: Object.fromEntries(scales.map((scale) => [scale, scaleLabel(scale)])),
    }),
    value: numberTextField(0, { label: 'value.label' }),
    precision: choiceField(String(defaultDecimals), precisionChoices, { label: 'precision.label' }),
  },
  outputs: Object.fromEntries(scales.map((scale) => [scale, { kind: 'number', label: scaleLabel(scale) }])),
  run: (text, { scale, precision }) => {
    if (parseDecimalText(text) === undefined) return failure('errors.notANumber');
    return ok(convertTemperature(scale, text.trim(), Number(precision)));
  },
  examples: [
    {
      name: 'examples.absoluteZero',
      input: '0',
      output: {
        kelvin: '0',
        celsius: '-273.15',
        fahrenheit: '-459.67',
        rankine: '0',
        delisle: '559.73',
        newton: '-90.14',
        reaumur: '-218.52',
        romer: '-135.9',
      },
    },
    {
      name: 'examples.minusForty',
      input: '-40',
      options: { scale: 'fahrenheit' },
      output: {
        kelvin: '233.15',
        celsius: '-40',
        fahrenheit: '-40',
        rankine: '419.67',
        delisle: '210',
        newton: '-13.2',
        reaumur: '-32',
        romer: '-13.5',
      },
    },
    {
      name: 'examples.body',
      input: '37',
      options: { scale: 'celsius' },
      output: {
        kelvin: '310.15',
        celsius: '37',
        fahrenheit: '98.6',
        rankine: '558.27',
        delisle: '94.5',
        newton: '12.21',
        reaumur: '29.6',
        romer: '26.93',
      },
    },
    { input: 'warm', error: 'errors.notANumber' },
  ],
});

export const operations = toolOperations(temperatureConvert);
