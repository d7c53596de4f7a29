import { qrColorFields } from '../../lib/qr/qr-color-fields';
import { booleanField, choiceField, defineFields, textField } from '../../lib/tool-state/fields';
import { eapMethods, eapPhase2Methods, wifiEncryptions, type EapMethod } from './wifi-qrcode-generator';

// Nothing persisted; the password stays in the page only.
export const wifiFields = defineFields({
  encryption: choiceField('WPA', wifiEncryptions),
  ssid: textField(''),
  hidden: booleanField(false),
  password: textField('', { sensitive: true }),
  eapMethod: choiceField<EapMethod | ''>('', ['', ...eapMethods]),
  identity: textField(''),
  anonymous: booleanField(false),
  eapPhase2: choiceField('None', eapPhase2Methods),
  ...qrColorFields,
});
