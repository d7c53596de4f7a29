import { noInput, operationOf, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { booleanField, numberTextField, textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import {
  defaultPlaceholder as defaults,
  isHexColor,
  parseSize,
  placeholderSvg,
  svgDataUrl,
} from './svg-placeholder-generator';

const defaultSvg = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 350" width="600" height="350">',
  '  <rect width="600" height="350" fill="#cccccc"></rect>',
  '  <text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="monospace" font-size="26px" fill="#333333">600x350</text>',
  '</svg>',
].join('\n');

export const svgPlaceholderGenerate = operationOf<typeof words>()({
  id: 'svg-placeholder-generate',
  description: 'description',
  input: noInput,
  fields: {
    width: numberTextField(defaults.width, { label: 'width' }),
    height: numberTextField(defaults.height, { label: 'height' }),
    fontSize: numberTextField(defaults.fontSize, { label: 'fontSize' }),
    background: textField(defaults.background, { label: 'background' }),
    textColor: textField(defaults.textColor, { label: 'textColor' }),
    text: textField('', { label: 'text.label' }),
    exactSize: booleanField(true, { label: 'exactSize' }),
  },
  outputs: {
    svg: { kind: 'svg', label: 'svg' },
    base64: { kind: 'data-url', label: 'base64' },
  },
  // An empty size or a colour that is not hex stands for its default, as on a new page.
  run: (_, values) => {
    const width = parseSize(values.width);
    const height = parseSize(values.height);
    const fontSize = parseSize(values.fontSize);
    if (!width.ok) return width;
    if (!height.ok) return height;
    if (!fontSize.ok) return fontSize;
    const svg = placeholderSvg({
      width: width.value ?? defaults.width,
      height: height.value ?? defaults.height,
      fontSize: fontSize.value ?? defaults.fontSize,
      background: isHexColor(values.background) ? values.background : defaults.background,
      textColor: isHexColor(values.textColor) ? values.textColor : defaults.textColor,
      text: values.text,
      exactSize: values.exactSize,
    });
    return ok({ svg, base64: svgDataUrl(svg) });
  },
  examples: [
    {
      name: 'examples.defaults',
      input: undefined,
      output: {
        svg: defaultSvg,
        base64:
          'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA2MDAgMzUwIiB3aWR0aD0iNjAwIiBoZWlnaHQ9IjM1MCI+CiAgPHJlY3Qgd2lkdGg9IjYwMCIgaGVpZ2h0PSIzNTAiIGZpbGw9IiNjY2NjY2MiPjwvcmVjdD4KICA8dGV4dCB4PSI1MCUiIHk9IjUwJSIgZG9taW5hbnQtYmFzZWxpbmU9Im1pZGRsZSIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1mYW1pbHk9Im1vbm9zcGFjZSIgZm9udC1zaXplPSIyNnB4IiBmaWxsPSIjMzMzMzMzIj42MDB4MzUwPC90ZXh0Pgo8L3N2Zz4=',
      },
    },
    {
      name: 'examples.size',
      input: undefined,
      options: { width: '300', height: '250' },
      output: {
        svg: {
          matches:
            /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 300 250" width="300" height="250">\n.*\n.*>300x250<\/text>\n<\/svg>$/,
        },
      },
    },
    {
      name: 'examples.fluid',
      input: undefined,
      options: { exactSize: false },
      output: { svg: { matches: /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 600 350">\n/ } },
    },
    { input: undefined, options: { width: '10001' }, error: 'errors.size' },
  ],
});

export const operations = toolOperations(svgPlaceholderGenerate);
