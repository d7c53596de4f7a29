import { choiceField, defineFields, integerField, textField } from '../../lib/tool-state/fields';
import {
  composeFormats,
  defaultDockerRunCommand,
  maxIndentSize,
  minIndentSize,
  type ComposeFormat,
} from './compose-options';

export const composeFields = defineFields({
  command: textField(defaultDockerRunCommand),
  format: choiceField<ComposeFormat>('latest', composeFormats),
  indentSize: integerField(2, { min: minIndentSize, max: maxIndentSize }),
  existingCompose: textField(''),
});
