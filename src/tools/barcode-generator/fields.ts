import { booleanField, choiceField, integerField, textField } from '../../lib/tool-state/fields';
import { barcodeSamples, barcodeTypes } from './barcode-value';

const hexColor = /^#[0-9a-fA-F]{6}$/;

export const barcodeFields = {
  value: textField(barcodeSamples['code-128'], { label: 'value.label' }),
  type: choiceField('code-128', barcodeTypes, {
    persist: true,
    label: 'type.label',
    choiceLabels: Object.fromEntries(barcodeTypes.map((type) => [type, `types.${type}`])),
  }),
  code39Check: booleanField(false, { persist: true, label: 'code39Check.label' }),
  showText: booleanField(true, { persist: true, label: 'showText.label' }),
  barWidth: integerField(2, { persist: true, min: 1, max: 10, label: 'barWidth.label' }),
  barHeight: integerField(80, { persist: true, min: 10, max: 500, label: 'barHeight.label' }),
  margin: integerField(10, { persist: true, min: 0, max: 50, label: 'margin.label' }),
  foreground: textField('#000000', { persist: true, pattern: hexColor, label: 'foreground.label' }),
  background: textField('#ffffff', { persist: true, pattern: hexColor, label: 'background.label' }),
  transparent: booleanField(false, { persist: true, label: 'transparent.label', help: 'transparent.help' }),
};
