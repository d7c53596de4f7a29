import { failure } from '../../lib/operation/message';
import { noInput, operationOf, toolOperations } from '../../lib/operation/operation';
import { qrColorFields } from '../../lib/qr/qr-color-fields';
import { qrColors } from '../../lib/qr/qr-colors';
import { encodeQr } from '../../lib/qr/qr-matrix';
import { qrSvgDocument } from '../../lib/qr/qr-svg';
import { ok } from '../../lib/result';
import { booleanField, choiceField, textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { eapMethods, eapPhase2Methods, wifiEncryptions, wifiPayloadOf, type EapMethod } from './wifi-qrcode-generator';

export const wifiQrGenerate = operationOf<typeof words>()({
  id: 'wifi-qr-generate',
  description: 'description',
  input: noInput,
  // Nothing persisted; the password stays in the page only.
  fields: {
    encryption: choiceField('WPA', wifiEncryptions, {
      label: 'encryption.label',
      choiceLabels: Object.fromEntries(wifiEncryptions.map((method) => [method, `encryption.${method}`])),
    }),
    ssid: textField('', { label: 'ssid.label' }),
    hidden: booleanField(false, { label: 'hidden' }),
    password: textField('', { sensitive: true, label: 'password.label' }),
    eapMethod: choiceField<EapMethod | ''>('', ['', ...eapMethods], { label: 'eapMethod.label' }),
    identity: textField('', { label: 'identity.label' }),
    anonymous: booleanField(false, { label: 'anonymous' }),
    eapPhase2: choiceField('None', eapPhase2Methods, {
      label: 'eapPhase2.label',
      choiceLabels: { None: 'eapPhase2.None' },
    }),
    ...qrColorFields,
  },
  outputs: {
    payload: { kind: 'text', label: 'payload' },
    svg: { kind: 'svg', label: 'image.svg' },
  },
  run: (_, values) => {
    const payload = wifiPayloadOf(values);
    if (!payload.ok) return payload;
    const matrix = encodeQr(payload.value, 'medium');
    if (!matrix) return failure('errors.tooLong');
    return ok({ payload: payload.value, svg: qrSvgDocument(matrix, qrColors(values.foreground, values.background)) });
  },
  examples: [
    {
      name: 'examples.wpa',
      input: undefined,
      options: { ssid: 'HomeNet', password: 's3cr3t!' },
      output: { payload: 'WIFI:S:HomeNet;T:WPA;P:s3cr3t!;;', svg: { matches: /^<svg / } },
    },
    {
      name: 'examples.hidden',
      input: undefined,
      options: { ssid: 'HomeNet', password: 's3cr3t!', hidden: true },
      output: { payload: 'WIFI:S:HomeNet;T:WPA;P:s3cr3t!;H:true;;' },
    },
    {
      name: 'examples.wep',
      input: undefined,
      options: { ssid: 'Old', password: '12345', encryption: 'WEP' },
      output: { payload: 'WIFI:S:Old;T:WEP;P:12345;;' },
    },
    {
      name: 'examples.eap',
      input: undefined,
      options: {
        ssid: 'Corp',
        password: 'pw',
        encryption: 'WPA2-EAP',
        eapMethod: 'PEAP',
        identity: 'alice',
        eapPhase2: 'MSCHAPV2',
      },
      output: { payload: 'WIFI:S:Corp;T:WPA2-EAP;P:pw;E:PEAP;PH2:MSCHAPV2;I:alice;;' },
    },
    {
      name: 'examples.escapes',
      input: undefined,
      options: { ssid: 'back\\slash "q"', password: 'a,b' },
      output: { payload: 'WIFI:S:back\\\\slash \\"q\\";T:WPA;P:a\\,b;;' },
    },
    { input: undefined, options: { password: 'pw' }, error: 'errors.missing.ssid' },
    { input: undefined, options: { ssid: 'Net' }, error: 'errors.missing.password' },
    {
      input: undefined,
      options: { ssid: 'Net', password: 'pw', encryption: 'WPA2-EAP' },
      error: 'errors.missing.eapMethod',
    },
    {
      input: undefined,
      options: { ssid: 'Net', password: 'pw', encryption: 'WPA2-EAP', eapMethod: 'PEAP' },
      error: 'errors.missing.identity',
    },
    { input: undefined, options: { ssid: 'x'.repeat(2400), encryption: 'nopass' }, error: 'errors.tooLong' },
  ],
});

export const operations = toolOperations(wifiQrGenerate);
