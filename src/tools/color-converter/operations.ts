import { failure } from '../../lib/operation/message';
import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { textField } from '../../lib/tool-state/fields';
import { colorFieldsOf, colorLinkPattern, defaultColorLinkText, parseColor } from './color-converter';
import type words from './locales/en.json';

export const colorConvert = operationOf<typeof words>()({
  id: 'color-convert',
  description: 'description',
  input: textInput('color', 'color'),
  fields: {
    // The one colour every field of the page shows, as hex digits (the texts as typed are the
    // page's own); from a link only hex is taken, the operation reads any CSS colour.
    color: textField(defaultColorLinkText, { pattern: colorLinkPattern, label: 'color.label' }),
  },
  outputs: {
    hex: { kind: 'color', label: 'formats.hex.label' },
    rgb: { kind: 'color', label: 'formats.rgb.label' },
    hsl: { kind: 'color', label: 'formats.hsl.label' },
    hwb: { kind: 'color', label: 'formats.hwb.label' },
    lch: { kind: 'color', label: 'formats.lch.label' },
    cmyk: { kind: 'color', label: 'formats.cmyk.label' },
    name: { kind: 'color', label: 'formats.name.label' },
  },
  run: (text) => {
    // As the Hex field reads it: any CSS colour, and hex digits without their #.
    const color = parseColor('hex', text);
    if (!color) return failure('errors.notAColor');
    const { picker: _picker, ...notations } = colorFieldsOf(color).texts;
    return ok(notations);
  },
  examples: [
    {
      name: 'examples.default',
      input: '#1ea54c',
      output: {
        hex: '#1ea54c',
        rgb: 'rgb(30, 165, 76)',
        hsl: 'hsl(140, 69%, 38%)',
        hwb: 'hwb(140 12% 35%)',
        lch: 'lch(59.62% 61.82 145.05)',
        cmyk: 'device-cmyk(82% 0% 54% 35%)',
        name: 'seagreen',
      },
    },
    {
      name: 'examples.rgb',
      input: 'rgb(0, 128, 255)',
      output: {
        hex: '#0080ff',
        hsl: 'hsl(210, 100%, 50%)',
        hwb: 'hwb(210 0% 0%)',
        lch: 'lch(53.53% 73.07 276.81)',
        cmyk: 'device-cmyk(100% 50% 0% 0%)',
        name: 'dodgerblue',
      },
    },
    {
      name: 'examples.name',
      input: 'rebeccapurple',
      output: { hex: '#663399', rgb: 'rgb(102, 51, 153)', hsl: 'hsl(270, 50%, 40%)' },
    },
    {
      name: 'examples.translucent',
      input: 'rgba(0,0,0,0.25)',
      output: { hex: '#00000040', hsl: 'hsla(0, 0%, 0%, 0.25)' },
    },
    { input: '1ea54c', output: { hex: '#1ea54c' } },
    { input: 'greenish', error: 'errors.notAColor' },
  ],
});

export const operations = toolOperations(colorConvert);
