import { describe, expect, it } from 'vitest';
import { decodeQrPixels } from '../../lib/qr/decode-qr';
import { qrColors } from '../../lib/qr/qr-colors';
import { encodeQr, type QrMatrix } from '../../lib/qr/qr-matrix';
import { rasterizeQr } from '../../lib/qr/qr-raster';
import { missingMessages, wifiPayloadOf, type WifiSettings } from './wifi-qrcode-generator';

const base: WifiSettings = {
  encryption: 'WPA',
  ssid: '',
  hidden: false,
  password: '',
  eapMethod: '',
  identity: '',
  anonymous: false,
  eapPhase2: 'None',
};

const examples: [string, Partial<WifiSettings>, string][] = [
  ['WPA/WPA2', { ssid: 'HomeNet', password: 's3cr3t!' }, 'WIFI:S:HomeNet;T:WPA;P:s3cr3t!;;'],
  ['hidden WPA', { ssid: 'HomeNet', password: 's3cr3t!', hidden: true }, 'WIFI:S:HomeNet;T:WPA;P:s3cr3t!;H:true;;'],
  ['WEP', { ssid: 'Old', password: '12345', encryption: 'WEP' }, 'WIFI:S:Old;T:WEP;P:12345;;'],
  [
    'WPA2-EAP',
    {
      ssid: 'Corp',
      password: 'pw',
      encryption: 'WPA2-EAP',
      eapMethod: 'PEAP',
      identity: 'alice',
      eapPhase2: 'MSCHAPV2',
    },
    'WIFI:S:Corp;T:WPA2-EAP;P:pw;E:PEAP;PH2:MSCHAPV2;I:alice;;',
  ],
  [
    'anonymous WPA2-EAP without phase 2',
    { ssid: 'Corp', password: 'pw', encryption: 'WPA2-EAP', eapMethod: 'TTLS', identity: 'bob', anonymous: true },
    'WIFI:S:Corp;T:WPA2-EAP;P:pw;E:TTLS;A:anon;;',
  ],
  [
    'anonymous WPA2-EAP with phase 2',
    {
      ssid: 'Corp',
      password: 'pw',
      encryption: 'WPA2-EAP',
      eapMethod: 'PEAP',
      identity: 'alice',
      anonymous: true,
      eapPhase2: 'MSCHAPV2',
    },
    'WIFI:S:Corp;T:WPA2-EAP;P:pw;E:PEAP;PH2:MSCHAPV2;A:anon;;',
  ],
  ['escapes', { ssid: 'back\\slash "q"', password: 'a,b' }, 'WIFI:S:back\\\\slash \\"q\\";T:WPA;P:a\\,b;;'],
  ['escapes a semicolon', { ssid: 'Café; "2F"', encryption: 'nopass' }, 'WIFI:S:Café\\; \\"2F\\";;'],
  ['open network', { ssid: 'Cafe', encryption: 'nopass', password: 'ignored' }, 'WIFI:S:Cafe;;'],
  ['hidden open network', { ssid: 'Cafe', encryption: 'nopass', hidden: true }, 'WIFI:S:Cafe;H:true;;'],
];

describe('wifiPayloadOf', () => {
  it.each(examples)('%s', (_name, settings, payload) => {
    expect(wifiPayloadOf({ ...base, ...settings })).toEqual({ ok: true, value: payload });
  });

  it.each([
    ['the SSID', { password: 'pw' }, missingMessages.ssid],
    ['the password', { ssid: 'Net' }, missingMessages.password],
    ['the password (WEP)', { ssid: 'Net', encryption: 'WEP' }, missingMessages.password],
    ['the EAP method', { ssid: 'Net', password: 'pw', encryption: 'WPA2-EAP' }, missingMessages.eapMethod],
    [
      'the identity',
      { ssid: 'Net', password: 'pw', encryption: 'WPA2-EAP', eapMethod: 'PEAP' },
      missingMessages.identity,
    ],
  ] as [string, Partial<WifiSettings>, string][])('says when %s is missing', (_name, settings, message) => {
    expect(wifiPayloadOf({ ...base, ...settings })).toEqual({ ok: false, error: message });
  });

  it('needs no password for an open network', () => {
    expect(wifiPayloadOf({ ...base, ssid: 'Cafe', encryption: 'nopass' }).ok).toBe(true);
  });

  it('writes the messages word for word', () => {
    expect(Object.values(missingMessages)).toEqual([
      'Enter the SSID.',
      'Enter the password.',
      'Choose an EAP method.',
      'Enter an identity or tick Anonymous?',
    ]);
  });
});

describe('each code reads back (jsQR) as its payload', () => {
  it.each(examples)('%s', (_name, settings, payload) => {
    const made = wifiPayloadOf({ ...base, ...settings });
    const matrix = encodeQr(made.ok ? made.value : '', 'medium') as QrMatrix;
    const pixels = rasterizeQr(matrix, 400, qrColors('#000000ff', '#ffffffff'));
    expect(decodeQrPixels(pixels, 400, 400)).toBe(payload);
  });
});
