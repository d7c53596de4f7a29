import { booleanField, choiceField, defineFields, textField, type Field } from '../../lib/tool-state/fields';
import { cardTypes, commonFieldNames, pageTypes, typeFieldNames, type TextFieldName } from './og-form';

const textFields = Object.fromEntries(
  [...commonFieldNames, ...typeFieldNames].map((name) => [name, textField('')]),
) as Record<TextFieldName, Field<string>>;

export const ogFields = defineFields({
  pageType: choiceField('website', pageTypes),
  cardType: choiceField('summary_large_image', cardTypes),
  ...textFields,
  /** The preview loads the image from its site only when asked. */
  previewImage: booleanField(false),
  importHtml: textField(''),
});
