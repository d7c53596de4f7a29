import { choiceField, defineFields, textField } from '../../lib/tool-state/fields';
import { outputFormats } from './output-format';

export const mathEvaluatorFields = defineFields({
  expression: textField(''),
  format: choiceField('full', outputFormats),
});
