import { describe, expect, it } from 'vitest';
import { decodeQrPixels } from '../../lib/qr/decode-qr';
import { qrColors } from '../../lib/qr/qr-colors';
import { encodeQr, type QrMatrix } from '../../lib/qr/qr-matrix';
import { rasterizeQr } from '../../lib/qr/qr-raster';
import { errorInEnglish } from '../../test/words';
import words from './locales/en.json';
import { wifiPayloadOf, type WifiSettings } from './wifi-qrcode-generator';

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

// The spec's examples are declared in operations.ts (payloads checked there); here, that each reads back.
const specExamples: [string, Partial<WifiSettings>, string][] = [
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
  ['escapes', { ssid: 'back\\slash "q"', password: 'a,b' }, 'WIFI:S:back\\\\slash \\"q\\";T:WPA;P:a\\,b;;'],
];

const moreCases: [string, Partial<WifiSettings>, string][] = [
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
  ['escapes a semicolon', { ssid: 'Café; "2F"', encryption: 'nopass' }, 'WIFI:S:Café\\; \\"2F\\";;'],
  ['open network', { ssid: 'Cafe', encryption: 'nopass', password: 'ignored' }, 'WIFI:S:Cafe;;'],
  ['hidden open network', { ssid: 'Cafe', encryption: 'nopass', hidden: true }, 'WIFI:S:Cafe;H:true;;'],
];

describe('wifiPayloadOf', () => {
  it.each(moreCases)('%s', (_name, settings, payload) => {
    expect(wifiPayloadOf({ ...base, ...settings })).toEqual({ ok: true, value: payload });
  });

  it.each([
    ['the SSID', { password: 'pw' }, 'Enter the SSID.'],
    ['the password', { ssid: 'Net' }, 'Enter the password.'],
    ['the password (WEP)', { ssid: 'Net', encryption: 'WEP' }, 'Enter the password.'],
    ['the EAP method', { ssid: 'Net', password: 'pw', encryption: 'WPA2-EAP' }, 'Choose an EAP method.'],
    [
      'the identity',
      { ssid: 'Net', password: 'pw', encryption: 'WPA2-EAP', eapMethod: 'PEAP' },
      'Enter an identity or tick Anonymous?',
    ],
  ] as [string, Partial<WifiSettings>, string][])(
    'says when %s is missing, word for word',
    (_name, settings, message) => {
      expect(errorInEnglish(wifiPayloadOf({ ...base, ...settings }), words)).toBe(message);
    },
  );

  it('needs no password for an open network', () => {
    expect(wifiPayloadOf({ ...base, ssid: 'Cafe', encryption: 'nopass' }).ok).toBe(true);
  });
});

describe('each code reads back (jsQR) as its payload', () => {
  it.each([...specExamples, ...moreCases])('%s', (_name, settings, payload) => {
    const made = wifiPayloadOf({ ...base, ...settings });
    const matrix = encodeQr(made.ok ? made.value : '', 'medium') as QrMatrix;
    const pixels = rasterizeQr(matrix, 400, qrColors('#000000ff', '#ffffffff'));
    expect(decodeQrPixels(pixels, 400, 400)).toBe(payload);
  });
});
