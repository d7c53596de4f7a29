import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { qrColorFields } from '../../lib/qr/qr-color-fields';
import { qrColors } from '../../lib/qr/qr-colors';
import { qrErrorLevels } from '../../lib/qr/qr-matrix';
import { qrSvgDocument } from '../../lib/qr/qr-svg';
import { ok } from '../../lib/result';
import { choiceField, textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { qrCodeOfText } from './qrcode-generator';

/** An SVG document of `size` modules a side (the quiet zone included), 1024 px wide. */
const svgOfModules = (size: number) =>
  new RegExp(`^<svg xmlns="http://www\\.w3\\.org/2000/svg" width="1024" height="1024" viewBox="0 0 ${size} ${size}"`);

export const qrGenerate = operationOf<typeof words>()({
  id: 'qr-generate',
  description: 'description',
  input: textInput('text', 'text'),
  fields: {
    // The page starts it at the app's own address, known in the browser only (see the page).
    text: textField('', { label: 'text.label' }),
    ...qrColorFields,
    errorResistance: choiceField('medium', qrErrorLevels, {
      label: 'errorResistance.label',
      choiceLabels: Object.fromEntries(qrErrorLevels.map((level) => [level, `errorResistance.${level}`])),
    }),
  },
  output: { kind: 'svg', label: 'image.svg' },
  run: (text, { foreground, background, errorResistance }) => {
    const code = qrCodeOfText(text, errorResistance);
    if (!code.ok) return code;
    return ok(code.value ? qrSvgDocument(code.value, qrColors(foreground, background)) : '');
  },
  examples: [
    { name: 'examples.address', input: 'https://it-tools.tech', output: { matches: svgOfModules(33) } },
    { name: 'examples.unicode', input: 'Zürich 🚀', output: { matches: svgOfModules(29) } },
    // A larger code at a higher level: version 2, then 3 for "high".
    { input: 'https://example.com', options: { errorResistance: 'low' }, output: { matches: svgOfModules(33) } },
    { input: 'https://example.com', options: { errorResistance: 'medium' }, output: { matches: svgOfModules(33) } },
    { input: 'https://example.com', options: { errorResistance: 'quartile' }, output: { matches: svgOfModules(33) } },
    { input: 'https://example.com', options: { errorResistance: 'high' }, output: { matches: svgOfModules(37) } },
    {
      name: 'examples.redOnTransparent',
      input: 'https://example.com',
      options: { foreground: '#ff0000ff', background: '#00000000' },
      output: { matches: /^(?!.*<rect).*<path d="[^"]+" fill="#ff0000"\/><\/svg>\n$/ },
    },
    { input: 'a'.repeat(1274), options: { errorResistance: 'high' }, error: 'errors.tooLong' },
  ],
});

export const operations = toolOperations(qrGenerate);
