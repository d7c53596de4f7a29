import { parseKeyedFields } from '../../lib/qr/keyed-fields';
import { parseWifiPayload } from '../../lib/qr/wifi-payload';
import { contentLineValues, unescapeText } from './content-lines';

/** The kinds of content a code may hold, each worded by the catalogue (`types.<type>`). */
export const contentTypes = [
  'url',
  'wifi',
  'email',
  'phone',
  'sms',
  'location',
  'otp',
  'contact',
  'event',
  'text',
] as const;
export type ContentType = (typeof contentTypes)[number];

/** The parts of the content, each worded by the catalogue (`details.<name>`). */
export type DetailName =
  | 'url'
  | 'ssid'
  | 'authentication'
  | 'password'
  | 'hidden'
  | 'to'
  | 'subject'
  | 'body'
  | 'number'
  | 'message'
  | 'latitude'
  | 'longitude'
  | 'kind'
  | 'label'
  | 'issuer'
  | 'secret'
  | 'name'
  | 'phone'
  | 'email'
  | 'organization'
  | 'summary'
  | 'start'
  | 'end'
  | 'location'
  | 'text';

/** A value that is a word rather than data (worded by the catalogue, `values.<word>`). */
export interface DetailWord {
  word: 'yes' | 'no' | 'none';
}

export interface DetailRow {
  name: DetailName;
  value: string | DetailWord;
}

/** What a code's text is, and its parts. */
export interface QrContent {
  type: ContentType;
  details: DetailRow[];
  /** An http(s) address the page may offer to open. */
  link?: string;
}

const rows = (entries: [DetailName, string | DetailWord | undefined][]): DetailRow[] =>
  entries.map(([name, value]) => ({ name, value: value ?? '' }));

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
    type: 'wifi',
    details: rows([
      ['ssid', fields.get('S')],
      [
        'authentication',
        authentication === '' || authentication.toLowerCase() === 'nopass' ? { word: 'none' } : authentication,
      ],
      ['password', fields.get('P')],
      ['hidden', { word: fields.get('H')?.toLowerCase() === 'true' ? 'yes' : 'no' }],
    ]),
  };
}

function otpContent(text: string): QrContent | undefined {
  const match = /^otpauth:\/\/([^/?#]*)\/([^?#]*)(?:\?([^#]*))?/i.exec(text);
  if (!match) return undefined;
  const query = queryValues(match[3] ?? '');
  return {
    type: 'otp',
    details: rows([
      ['kind', match[1].toLowerCase()],
      ['label', percentDecoded(match[2])],
      ['issuer', query.get('issuer')],
      ['secret', query.get('secret')],
    ]),
  };
}

function urlContent(text: string): QrContent | undefined {
  if (!/^(https?|ftp):\/\//i.test(text)) return undefined;
  return { type: 'url', details: rows([['url', text]]), link: /^https?:/i.test(text) ? text : undefined };
}

function emailContent(text: string): QrContent | undefined {
  if (/^mailto:/i.test(text)) {
    const [address, query] = splitQuery(text.slice('mailto:'.length));
    const values = queryValues(query);
    return {
      type: 'email',
      details: rows([
        ['to', percentDecoded(address)],
        ['subject', values.get('subject')],
        ['body', values.get('body')],
      ]),
    };
  }
  if (/^MATMSG:/i.test(text)) {
    const fields = parseKeyedFields(text.slice('MATMSG:'.length));
    return {
      type: 'email',
      details: rows([
        ['to', fields.get('TO')],
        ['subject', fields.get('SUB')],
        ['body', fields.get('BODY')],
      ]),
    };
  }
  return undefined;
}

function phoneContent(text: string): QrContent | undefined {
  if (!/^tel:/i.test(text)) return undefined;
  return { type: 'phone', details: rows([['number', percentDecoded(text.slice('tel:'.length))]]) };
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
    type: 'sms',
    details: rows([
      ['number', number],
      ['message', message],
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
    type: 'location',
    details: rows([
      ['latitude', latitude],
      ['longitude', longitude],
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
      type: 'contact',
      details: rows([
        ['name', name],
        ['phone', values.get('TEL')],
        ['email', values.get('EMAIL')],
        ['organization', unescapeText((values.get('ORG') ?? '').split(/(?<!\\);/).join(', '))],
      ]),
    };
  }
  if (/^MECARD:/i.test(text)) {
    const fields = parseKeyedFields(text.slice('MECARD:'.length));
    return {
      type: 'contact',
      details: rows([
        ['name', givenThenFamily(fields.get('N') ?? '', ',')],
        ['phone', fields.get('TEL')],
        ['email', fields.get('EMAIL')],
        ['organization', fields.get('ORG')],
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
    type: 'event',
    details: rows([
      ['summary', textValue('SUMMARY')],
      ['start', values.get('DTSTART')],
      ['end', values.get('DTEND')],
      ['location', textValue('LOCATION')],
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
  return { type: 'text', details: rows([['text', text]]) };
}

/** The details as data: each part by name, a worded value by its word (`"hidden": "yes"`). */
export function detailsRecord(details: readonly DetailRow[]): Record<string, string> {
  return Object.fromEntries(details.map(({ name, value }) => [name, typeof value === 'string' ? value : value.word]));
}
