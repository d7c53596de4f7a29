import { booleanField, choiceField, defineFields, integerField, textField } from '../../lib/tool-state/fields';
import { defaultFont, layouts, maxWidth } from './ascii-options';
import { fontNames } from './figlet-fonts';

export const asciiFields = defineFields({
  text: textField('Ascii ART'),
  font: choiceField(defaultFont, fontNames, { persist: true }),
  width: integerField(80, { min: 0, max: maxWidth, persist: true }),
  horizontalLayout: choiceField('default', layouts),
  verticalLayout: choiceField('default', layouts),
  gallery: booleanField(false),
});
