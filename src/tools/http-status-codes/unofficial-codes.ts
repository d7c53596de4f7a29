/** A code some software uses that no RFC defines, with who uses it. */
export interface UnofficialStatus {
  code: number;
  name: string;
  /** The software or service that sends it. */
  origin: string;
  /** Catalogue key of its one-line description (`descriptions.404`). */
  description: string;
}

export const unofficialStatuses: readonly UnofficialStatus[] = [
  {
    code: 419,
    name: 'Page Expired',
    origin: 'Laravel',
    description: 'unofficialDescriptions.419',
  },
  {
    code: 420,
    name: 'Enhance Your Calm',
    origin: 'Twitter',
    description: 'unofficialDescriptions.420',
  },
  {
    code: 444,
    name: 'No Response',
    origin: 'nginx',
    description: 'unofficialDescriptions.444',
  },
  {
    code: 499,
    name: 'Client Closed Request',
    origin: 'nginx',
    description: 'unofficialDescriptions.499',
  },
  {
    code: 509,
    name: 'Bandwidth Limit Exceeded',
    origin: 'Apache / cPanel',
    description: 'unofficialDescriptions.509',
  },
  {
    code: 520,
    name: 'Web Server Returned an Unknown Error',
    origin: 'Cloudflare',
    description: 'unofficialDescriptions.520',
  },
  {
    code: 521,
    name: 'Web Server Is Down',
    origin: 'Cloudflare',
    description: 'unofficialDescriptions.521',
  },
  {
    code: 522,
    name: 'Connection Timed Out',
    origin: 'Cloudflare',
    description: 'unofficialDescriptions.522',
  },
  {
    code: 523,
    name: 'Origin Is Unreachable',
    origin: 'Cloudflare',
    description: 'unofficialDescriptions.523',
  },
  {
    code: 524,
    name: 'A Timeout Occurred',
    origin: 'Cloudflare',
    description: 'unofficialDescriptions.524',
  },
  {
    code: 525,
    name: 'SSL Handshake Failed',
    origin: 'Cloudflare',
    description: 'unofficialDescriptions.525',
  },
  {
    code: 526,
    name: 'Invalid SSL Certificate',
    origin: 'Cloudflare',
    description: 'unofficialDescriptions.526',
  },
];
