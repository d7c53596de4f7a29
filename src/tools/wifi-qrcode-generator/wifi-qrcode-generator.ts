import { formatWifiPayload } from '../../lib/qr/wifi-payload';
import { err, ok, type Result } from '../../lib/result';

/** The `T:` value of each encryption method; `nopass` writes no `T:` field. */
export const wifiEncryptions = ['nopass', 'WPA', 'WEP', 'WPA2-EAP'] as const;
export type WifiEncryption = (typeof wifiEncryptions)[number];

export const wifiEncryptionLabels: Record<WifiEncryption, string> = {
  nopass: 'No password',
  WPA: 'WPA/WPA2',
  WEP: 'WEP',
  'WPA2-EAP': 'WPA2-EAP',
};

export const eapMethods = [
  'MD5',
  'POTP',
  'GTC',
  'TLS',
  'IKEv2',
  'SIM',
  'AKA',
  "AKA'",
  'TTLS',
  'PWD',
  'LEAP',
  'PSK',
  'FAST',
  'TEAP',
  'EKE',
  'NOOB',
  'PEAP',
] as const;
export type EapMethod = (typeof eapMethods)[number];

export const eapPhase2Methods = ['None', 'MSCHAPV2'] as const;
export type EapPhase2Method = (typeof eapPhase2Methods)[number];

export interface WifiSettings {
  encryption: WifiEncryption;
  ssid: string;
  hidden: boolean;
  password: string;
  /** Empty until one is chosen (WPA2-EAP only). */
  eapMethod: EapMethod | '';
  identity: string;
  anonymous: boolean;
  eapPhase2: EapPhase2Method;
}

export const missingMessages = {
  ssid: 'Enter the SSID.',
  password: 'Enter the password.',
  eapMethod: 'Choose an EAP method.',
  identity: 'Enter an identity or tick Anonymous?',
} as const;

export const tooLongMessage = 'These network details are too long for a QR code.';

function missingField(settings: WifiSettings): keyof typeof missingMessages | undefined {
  if (settings.ssid === '') return 'ssid';
  if (settings.encryption === 'nopass') return undefined;
  if (settings.password === '') return 'password';
  if (settings.encryption !== 'WPA2-EAP') return undefined;
  if (settings.eapMethod === '') return 'eapMethod';
  if (!settings.anonymous && settings.identity === '') return 'identity';
  return undefined;
}

function eapFields({ eapMethod, eapPhase2, anonymous, identity }: WifiSettings): [string, string][] {
  return [
    ['E', eapMethod],
    ...(eapPhase2 === 'None' ? [] : [['PH2', eapPhase2] as [string, string]]),
    anonymous ? ['A', 'anon'] : ['I', identity],
  ];
}

/** The `WIFI:` text phones read to join the network, or the sentence saying what is missing. */
export function wifiPayloadOf(settings: WifiSettings): Result<string> {
  const missing = missingField(settings);
  if (missing) return err(missingMessages[missing]);
  const { encryption, ssid, password, hidden } = settings;
  const fields: [string, string][] = [['S', ssid]];
  if (encryption !== 'nopass') fields.push(['T', encryption], ['P', password]);
  if (encryption === 'WPA2-EAP') fields.push(...eapFields(settings));
  if (hidden) fields.push(['H', 'true']);
  return ok(formatWifiPayload(fields));
}
