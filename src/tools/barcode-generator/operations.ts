import { operationOf, textInput, toolOperations, type OperationResult } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { generateBarcode } from './barcode-generator';
import { barcodeFields } from './fields';
import type words from './locales/en.json';

/** An SVG document of `width` × `height`. */
const svgOfSize = (width: number, height: number) => ({
  matches: new RegExp(`^<svg viewBox="0 0 ${width} ${height}"`),
});

export const barcodeGenerate = operationOf<typeof words>()({
  id: 'barcode-generate',
  description: 'description',
  input: textInput('text', 'value'),
  fields: barcodeFields,
  output: { kind: 'svg', label: 'image.svg' },
  run: (value, options): OperationResult<string> => {
    const barcode = generateBarcode(options.type, value, options);
    if (!barcode.ok) return barcode;
    return { ...ok(barcode.value?.svg ?? ''), notes: barcode.value?.checked.notes };
  },
  examples: [
    { name: 'examples.code128', input: 'IT-Tools 2026', output: svgOfSize(374, 137) },
    { name: 'examples.ean13', input: '590123412345', options: { type: 'ean-13' }, output: svgOfSize(230, 137) },
    { input: '5901234123458', options: { type: 'ean-13' }, error: 'errors.wrongCheckDigit' },
    { input: '2123456', options: { type: 'upc-e' }, error: 'errors.upceNumberSystem' },
    {
      name: 'examples.code39',
      input: 'code-39',
      options: { type: 'code-39', code39Check: true },
      notes: ['notes.uppercase'],
      output: { matches: /^<svg viewBox/ },
    },
    { name: 'examples.itf14', input: '1540014128876', options: { type: 'itf-14' }, output: svgOfSize(367, 151) },
    { input: '12345', options: { type: 'itf-14' }, error: 'errors.itf14Length' },
    { input: 'A40156', options: { type: 'codabar' }, error: 'errors.codabarEnds' },
    {
      name: 'examples.dataMatrix',
      input: 'https://it-tools.tech',
      options: { type: 'data-matrix' },
      output: svgOfSize(120, 120),
    },
    { input: 'IT Tools DataMatrix', options: { type: 'data-matrix' }, output: svgOfSize(112, 112) },
    { name: 'examples.pdf417', input: 'IT Tools PDF417', options: { type: 'pdf417' }, output: svgOfSize(246, 100) },
  ],
});

export const operations = toolOperations(barcodeGenerate);
