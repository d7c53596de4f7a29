import { textField } from '../../lib/tool-state/fields';

/** The page's one field, the operation's input. A private key is often pasted along with its certificate: in the page only. */
export const decoderFields = {
  input: textField('', { sensitive: true, label: 'input.label' }),
};
