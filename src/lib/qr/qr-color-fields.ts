import { textField } from '../tool-state/fields';
import { defaultQrBackground, defaultQrForeground, hexColorPattern } from './qr-colors';

/** The colour fields every QR code generator has; a link may set them to hex colours. */
export const qrColorFields = {
  foreground: textField(defaultQrForeground, { pattern: hexColorPattern, label: 'common.qr.foreground' }),
  background: textField(defaultQrBackground, { pattern: hexColorPattern, label: 'common.qr.background' }),
};
