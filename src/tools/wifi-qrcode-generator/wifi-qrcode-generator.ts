import { failure } from '../../lib/operation/message';
import type { OperationResult } from '../../lib/operation/operation';
import { formatWifiPayload } from '../../lib/qr/wifi-payload';
import { ok } from '../../lib/result';

/** The `T:` value of each encryption method; `nopass` writes no `T:` field. */
export const wifiEncryptions = ['nopass', 'WPA', 'WEP', 'WPA2-EAP'] as const;
export type WifiEncryption = (typeof wifiEncryptions)[number];

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

/** The settings a payload needs, in the order the page asks for them. */
type RequiredSetting = 'ssid' | 'password' | 'eapMethod' | 'identity';

function missingField(settings: WifiSettings): RequiredSetting | undefined {
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

/** The `WIFI:` text phones read to join the network, or what is missing (`errors.missing.<setting>`). */
export function wifiPayloadOf(settings: WifiSettings): OperationResult<string> {
  const missing = missingField(settings);
  if (missing) return failure(`errors.missing.${missing}`);
  const { encryption, ssid, password, hidden } = settings;
  const fields: [string, string][] = [['S', ssid]];
  if (encryption !== 'nopass') fields.push(['T', encryption], ['P', password]);
  if (encryption === 'WPA2-EAP') fields.push(...eapFields(settings));
  if (hidden) fields.push(['H', 'true']);
  return ok(formatWifiPayload(fields));
}
