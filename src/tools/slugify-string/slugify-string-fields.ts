import { booleanField, defineFields, integerField, textField } from '../../lib/tool-state/fields';
import { maxSeparatorLength } from './slugify-string';

export const maxSlugLength = 10_000;

export const slugifyFields = defineFields({
  text: textField(''),
  separator: textField('-', { pattern: new RegExp(`^.{0,${maxSeparatorLength}}$`, 'su') }),
  lowercase: booleanField(true),
  splitCamelCase: booleanField(true),
  perLine: booleanField(false),
  maxLength: integerField(0, { min: 0, max: maxSlugLength }),
});
