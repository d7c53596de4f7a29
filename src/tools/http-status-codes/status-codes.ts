import { statusNames, type StatusCode } from './status-names';

export type StatusType = 'HTTP' | 'WebDav';

/** Where a code is defined: an RFC, and the section when the RFC defines many codes. */
export interface StatusReference {
  rfc: number;
  section?: string;
}

export interface HttpStatus {
  code: number;
  name: string;
  type: StatusType;
  /** Older names (before RFC 9110) and notes such as IANA's "(Unused)", for search and display. */
  aliases: readonly string[];
  /** Catalogue key of its one-line description (`descriptions.404`). */
  description: string;
  reference: StatusReference;
}

interface StatusDetails {
  code: StatusCode;
  /** Catalogue key of its one-line description (`descriptions.404`). */
  description: string;
  reference: StatusReference;
  type?: StatusType;
  aliases?: readonly string[];
}

const rfc9110 = (section: string): StatusReference => ({ rfc: 9110, section });
const webDav = 'WebDav';

// The references are the IANA registry's; 306 and 418 are its "(Unused)" codes, kept because
// people look them up.
const details: readonly StatusDetails[] = [
  {
    code: 100,
    description: 'descriptions.100',
    reference: rfc9110('15.2.1'),
  },
  {
    code: 101,
    description: 'descriptions.101',
    reference: rfc9110('15.2.2'),
  },
  {
    code: 102,
    type: webDav,
    description: 'descriptions.102',
    reference: { rfc: 2518 },
  },
  {
    code: 103,
    description: 'descriptions.103',
    reference: { rfc: 8297 },
  },
  { code: 200, description: 'descriptions.200', reference: rfc9110('15.3.1') },
  {
    code: 201,
    description: 'descriptions.201',
    reference: rfc9110('15.3.2'),
  },
  {
    code: 202,
    description: 'descriptions.202',
    reference: rfc9110('15.3.3'),
  },
  {
    code: 203,
    description: 'descriptions.203',
    reference: rfc9110('15.3.4'),
  },
  { code: 204, description: 'descriptions.204', reference: rfc9110('15.3.5') },
  {
    code: 205,
    description: 'descriptions.205',
    reference: rfc9110('15.3.6'),
  },
  {
    code: 206,
    description: 'descriptions.206',
    reference: rfc9110('15.3.7'),
  },
  {
    code: 207,
    type: webDav,
    description: 'descriptions.207',
    reference: { rfc: 4918 },
  },
  {
    code: 208,
    type: webDav,
    description: 'descriptions.208',
    reference: { rfc: 5842 },
  },
  {
    code: 226,
    description: 'descriptions.226',
    reference: { rfc: 3229 },
  },
  {
    code: 300,
    description: 'descriptions.300',
    reference: rfc9110('15.4.1'),
  },
  {
    code: 301,
    description: 'descriptions.301',
    reference: rfc9110('15.4.2'),
  },
  {
    code: 302,
    aliases: ['Moved Temporarily'],
    description: 'descriptions.302',
    reference: rfc9110('15.4.3'),
  },
  {
    code: 303,
    description: 'descriptions.303',
    reference: rfc9110('15.4.4'),
  },
  {
    code: 304,
    description: 'descriptions.304',
    reference: rfc9110('15.4.5'),
  },
  {
    code: 305,
    description: 'descriptions.305',
    reference: rfc9110('15.4.6'),
  },
  {
    code: 306,
    aliases: ['Unused (IANA)'],
    description: 'descriptions.306',
    reference: rfc9110('15.4.7'),
  },
  {
    code: 307,
    description: 'descriptions.307',
    reference: rfc9110('15.4.8'),
  },
  {
    code: 308,
    description: 'descriptions.308',
    reference: rfc9110('15.4.9'),
  },
  {
    code: 400,
    description: 'descriptions.400',
    reference: rfc9110('15.5.1'),
  },
  {
    code: 401,
    description: 'descriptions.401',
    reference: rfc9110('15.5.2'),
  },
  {
    code: 402,
    description: 'descriptions.402',
    reference: rfc9110('15.5.3'),
  },
  {
    code: 403,
    description: 'descriptions.403',
    reference: rfc9110('15.5.4'),
  },
  {
    code: 404,
    description: 'descriptions.404',
    reference: rfc9110('15.5.5'),
  },
  {
    code: 405,
    description: 'descriptions.405',
    reference: rfc9110('15.5.6'),
  },
  {
    code: 406,
    description: 'descriptions.406',
    reference: rfc9110('15.5.7'),
  },
  { code: 407, description: 'descriptions.407', reference: rfc9110('15.5.8') },
  {
    code: 408,
    description: 'descriptions.408',
    reference: rfc9110('15.5.9'),
  },
  {
    code: 409,
    description: 'descriptions.409',
    reference: rfc9110('15.5.10'),
  },
  {
    code: 410,
    description: 'descriptions.410',
    reference: rfc9110('15.5.11'),
  },
  { code: 411, description: 'descriptions.411', reference: rfc9110('15.5.12') },
  {
    code: 412,
    description: 'descriptions.412',
    reference: rfc9110('15.5.13'),
  },
  {
    code: 413,
    aliases: ['Payload Too Large', 'Request Entity Too Large'],
    description: 'descriptions.413',
    reference: rfc9110('15.5.14'),
  },
  {
    code: 414,
    aliases: ['Request-URI Too Long'],
    description: 'descriptions.414',
    reference: rfc9110('15.5.15'),
  },
  {
    code: 415,
    description: 'descriptions.415',
    reference: rfc9110('15.5.16'),
  },
  {
    code: 416,
    aliases: ['Requested Range Not Satisfiable'],
    description: 'descriptions.416',
    reference: rfc9110('15.5.17'),
  },
  {
    code: 417,
    description: 'descriptions.417',
    reference: rfc9110('15.5.18'),
  },
  {
    code: 418,
    aliases: ['Unused (IANA)'],
    description: 'descriptions.418',
    reference: rfc9110('15.5.19'),
  },
  {
    code: 421,
    description: 'descriptions.421',
    reference: rfc9110('15.5.20'),
  },
  {
    code: 422,
    aliases: ['Unprocessable Entity'],
    description: 'descriptions.422',
    reference: rfc9110('15.5.21'),
  },
  { code: 423, type: webDav, description: 'descriptions.423', reference: { rfc: 4918 } },
  {
    code: 424,
    type: webDav,
    description: 'descriptions.424',
    reference: { rfc: 4918 },
  },
  {
    code: 425,
    description: 'descriptions.425',
    reference: { rfc: 8470 },
  },
  {
    code: 426,
    description: 'descriptions.426',
    reference: rfc9110('15.5.22'),
  },
  {
    code: 428,
    description: 'descriptions.428',
    reference: { rfc: 6585 },
  },
  {
    code: 429,
    description: 'descriptions.429',
    reference: { rfc: 6585 },
  },
  {
    code: 431,
    description: 'descriptions.431',
    reference: { rfc: 6585 },
  },
  {
    code: 451,
    description: 'descriptions.451',
    reference: { rfc: 7725 },
  },
  {
    code: 500,
    description: 'descriptions.500',
    reference: rfc9110('15.6.1'),
  },
  {
    code: 501,
    description: 'descriptions.501',
    reference: rfc9110('15.6.2'),
  },
  {
    code: 502,
    description: 'descriptions.502',
    reference: rfc9110('15.6.3'),
  },
  {
    code: 503,
    description: 'descriptions.503',
    reference: rfc9110('15.6.4'),
  },
  {
    code: 504,
    description: 'descriptions.504',
    reference: rfc9110('15.6.5'),
  },
  {
    code: 505,
    description: 'descriptions.505',
    reference: rfc9110('15.6.6'),
  },
  {
    code: 506,
    description: 'descriptions.506',
    reference: { rfc: 2295 },
  },
  {
    code: 507,
    type: webDav,
    description: 'descriptions.507',
    reference: { rfc: 4918 },
  },
  {
    code: 508,
    type: webDav,
    description: 'descriptions.508',
    reference: { rfc: 5842 },
  },
  {
    code: 510,
    aliases: ['Not Extended (OBSOLETED)'],
    description: 'descriptions.510',
    reference: { rfc: 2774 },
  },
  {
    code: 511,
    description: 'descriptions.511',
    reference: { rfc: 6585 },
  },
];

/** Every code the tool lists (the IANA registry's, plus 306 and 418), in ascending order. */
export const httpStatuses: readonly HttpStatus[] = details.map(({ code, type, aliases, description, reference }) => ({
  code,
  name: statusNames[code],
  type: type ?? 'HTTP',
  aliases: aliases ?? [],
  description,
  reference,
}));
