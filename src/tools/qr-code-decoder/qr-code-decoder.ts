import { parseKeyedFields } from '../../lib/qr/keyed-fields';
import { parseWifiPayload } from '../../lib/qr/wifi-payload';
import { contentLineValues, unescapeText } from './content-lines';

export const noCodeMessage = 'No QR code found in this image.';
export const unreadableImageMessage = 'This file could not be read as an image.';

export type ContentType =
  | 'URL'
  | 'WiFi network'
  | 'Email'
  | 'Phone number'
  | 'SMS'
  | 'Location'
  | 'One-time password'
  | 'Contact'
  | 'Calendar event'
  | 'Text';

export interface DetailRow {
  label: string;
  value: string;
}

/** What a code's text is, and its parts. */
export interface QrContent {
  type: ContentType;
  details: DetailRow[];
  /** An http(s) address the page may offer to open. */
  link?: string;
}

const rows = (entries: [string, string | undefined][]): DetailRow[] =>
  entries.map(([label, value]) => ({ label, value: value ?? '' }));

function percentDecoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The parameters of a query (`a=1&b=2`), names lower-cased, values percent-decoded; `+` stays a plus. */
function queryValues(query: string): ReadonlyMap<string, string> {
  const values = new Map<string, string>();
  for (const part of query.split('&')) {
    const equals = part.indexOf('=');
    const name = percentDecoded(equals < 0 ? part : part.slice(0, equals)).toLowerCase();
    if (name && !values.has(name)) values.set(name, percentDecoded(equals < 0 ? '' : part.slice(equals + 1)));
  }
  return values;
}

/** `before?after` split at the first question mark. */
function splitQuery(text: string): [string, string] {
  const mark = text.indexOf('?');
  return mark < 0 ? [text, ''] : [text.slice(0, mark), text.slice(mark + 1)];
}

function wifiContent(text: string): QrContent | undefined {
  const fields = parseWifiPayload(text);
  if (!fields) return undefined;
  const authentication = fields.get('T') ?? '';
  return {
    type: 'WiFi network',
    details: rows([
      ['SSID', fields.get('S')],
      ['Authentication', authentication === '' || authentication.toLowerCase() === 'nopass' ? 'None' : authentication],
      ['Password', fields.get('P')],
      ['Hidden', fields.get('H')?.toLowerCase() === 'true' ? 'Yes' : 'No'],
    ]),
  };
}

function otpContent(text: string): QrContent | undefined {
  const match = /^otpauth:\/\/([^/?#]*)\/([^?#]*)(?:\?([^#]*))?/i.exec(text);
  if (!match) return undefined;
  const query = queryValues(match[3] ?? '');
  return {
    type: 'One-time password',
    details: rows([
      ['Kind', match[1].toLowerCase()],
      ['Label', percentDecoded(match[2])],
      ['Issuer', query.get('issuer')],
      ['Secret', query.get('secret')],
    ]),
  };
}

function urlContent(text: string): QrContent | undefined {
  if (!/^(https?|ftp):\/\//i.test(text)) return undefined;
  return { type: 'URL', details: rows([['URL', text]]), link: /^https?:/i.test(text) ? text : undefined };
}

function emailContent(text: string): QrContent | undefined {
  if (/^mailto:/i.test(text)) {
    const [address, query] = splitQuery(text.slice('mailto:'.length));
    const values = queryValues(query);
    return {
      type: 'Email',
      details: rows([
        ['To', percentDecoded(address)],
        ['Subject', values.get('subject')],
        ['Body', values.get('body')],
      ]),
    };
  }
  if (/^MATMSG:/i.test(text)) {
    const fields = parseKeyedFields(text.slice('MATMSG:'.length));
    return {
      type: 'Email',
      details: rows([
        ['To', fields.get('TO')],
        ['Subject', fields.get('SUB')],
        ['Body', fields.get('BODY')],
      ]),
    };
  }
  return undefined;
}

function phoneContent(text: string): QrContent | undefined {
  if (!/^tel:/i.test(text)) return undefined;
  return { type: 'Phone number', details: rows([['Number', percentDecoded(text.slice('tel:'.length))]]) };
}

function smsContent(text: string): QrContent | undefined {
  let number: string;
  let message: string | undefined;
  if (/^SMSTO:/i.test(text)) {
    const rest = text.slice('SMSTO:'.length);
    const colon = rest.indexOf(':');
    [number, message] = colon < 0 ? [rest, ''] : [rest.slice(0, colon), rest.slice(colon + 1)];
  } else if (/^sms:/i.test(text)) {
    const [address, query] = splitQuery(text.slice('sms:'.length));
    number = percentDecoded(address);
    message = queryValues(query).get('body');
  } else return undefined;
  return {
    type: 'SMS',
    details: rows([
      ['Number', number],
      ['Message', message],
    ]),
  };
}

function locationContent(text: string): QrContent | undefined {
  if (!/^geo:/i.test(text)) return undefined;
  const [latitude, longitude] = text
    .slice('geo:'.length)
    .split(/[?;]/)[0]
    .split(',')
    .map((part) => part.trim());
  if (!latitude || !longitude) return undefined;
  return {
    type: 'Location',
    details: rows([
      ['Latitude', latitude],
      ['Longitude', longitude],
    ]),
  };
}

/** "Doe,John" (MECARD) or "Doe;John;;;" (vCard N) as "John Doe". */
function givenThenFamily(name: string, separator: string): string {
  const [family = '', given = ''] = name.split(separator);
  return `${given} ${family}`.trim();
}

function contactContent(text: string): QrContent | undefined {
  if (/^BEGIN:VCARD/i.test(text)) {
    const values = contentLineValues(text);
    const fullName = values.get('FN');
    const name = fullName !== undefined ? unescapeText(fullName) : givenThenFamily(values.get('N') ?? '', ';');
    return {
      type: 'Contact',
      details: rows([
        ['Name', name],
        ['Phone', values.get('TEL')],
        ['Email', values.get('EMAIL')],
        ['Organization', unescapeText((values.get('ORG') ?? '').split(/(?<!\\);/).join(', '))],
      ]),
    };
  }
  if (/^MECARD:/i.test(text)) {
    const fields = parseKeyedFields(text.slice('MECARD:'.length));
    return {
      type: 'Contact',
      details: rows([
        ['Name', givenThenFamily(fields.get('N') ?? '', ',')],
        ['Phone', fields.get('TEL')],
        ['Email', fields.get('EMAIL')],
        ['Organization', fields.get('ORG')],
      ]),
    };
  }
  return undefined;
}

function calendarContent(text: string): QrContent | undefined {
  if (!/^BEGIN:(VEVENT|VCALENDAR)/i.test(text)) return undefined;
  const values = contentLineValues(text);
  const textValue = (name: string) => unescapeText(values.get(name) ?? '');
  return {
    type: 'Calendar event',
    details: rows([
      ['Summary', textValue('SUMMARY')],
      ['Start', values.get('DTSTART')],
      ['End', values.get('DTEND')],
      ['Location', textValue('LOCATION')],
    ]),
  };
}

const recognisers = [
  wifiContent,
  otpContent,
  urlContent,
  emailContent,
  phoneContent,
  smsContent,
  locationContent,
  contactContent,
  calendarContent,
];

/** What a decoded text holds: the first kind it reads as, else plain text. */
export function describeQrContent(text: string): QrContent {
  const start = text.trimStart();
  for (const recognise of recognisers) {
    const content = recognise(start);
    if (content) return content;
  }
  return { type: 'Text', details: rows([['Text', text]]) };
}
