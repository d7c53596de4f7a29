/** A code some software uses that no RFC defines, with who uses it. */
export interface UnofficialStatus {
  code: number;
  name: string;
  /** The software or service that sends it. */
  origin: string;
  description: string;
}

export const unofficialStatuses: readonly UnofficialStatus[] = [
  {
    code: 419,
    name: 'Page Expired',
    origin: 'Laravel',
    description: 'The CSRF token of the submitted form expired or is missing.',
  },
  {
    code: 420,
    name: 'Enhance Your Calm',
    origin: 'Twitter',
    description: 'The client is being rate limited (Twitter API v1; later APIs answer 429).',
  },
  {
    code: 444,
    name: 'No Response',
    origin: 'nginx',
    description: 'The server closed the connection without sending anything, typically to shut out unwanted clients.',
  },
  {
    code: 499,
    name: 'Client Closed Request',
    origin: 'nginx',
    description: 'Logged when the client closed the connection before the server could answer.',
  },
  {
    code: 509,
    name: 'Bandwidth Limit Exceeded',
    origin: 'Apache / cPanel',
    description: 'The site used up the bandwidth its hosting plan allows.',
  },
  {
    code: 520,
    name: 'Web Server Returned an Unknown Error',
    origin: 'Cloudflare',
    description: 'The origin server sent an empty, unknown or unexpected response.',
  },
  {
    code: 521,
    name: 'Web Server Is Down',
    origin: 'Cloudflare',
    description: 'The origin server refused the connection.',
  },
  {
    code: 522,
    name: 'Connection Timed Out',
    origin: 'Cloudflare',
    description: 'The TCP connection to the origin server timed out.',
  },
  {
    code: 523,
    name: 'Origin Is Unreachable',
    origin: 'Cloudflare',
    description: 'The origin server could not be reached (wrong DNS records or routing, say).',
  },
  {
    code: 524,
    name: 'A Timeout Occurred',
    origin: 'Cloudflare',
    description: 'The connection to the origin server was made, but it did not answer in time.',
  },
  {
    code: 525,
    name: 'SSL Handshake Failed',
    origin: 'Cloudflare',
    description: 'The TLS handshake with the origin server failed.',
  },
  {
    code: 526,
    name: 'Invalid SSL Certificate',
    origin: 'Cloudflare',
    description: "The origin server's TLS certificate could not be validated.",
  },
];
