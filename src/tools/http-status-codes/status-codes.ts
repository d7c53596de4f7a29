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
  description: string;
  reference: StatusReference;
}

interface StatusDetails {
  code: StatusCode;
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
    description: 'Headers were accepted; the client may go on and send the request body.',
    reference: rfc9110('15.2.1'),
  },
  {
    code: 101,
    description: 'The server is switching to the protocol the client asked for in its Upgrade header (e.g. WebSocket).',
    reference: rfc9110('15.2.2'),
  },
  {
    code: 102,
    type: webDav,
    description:
      'Interim answer: a long-running request was received and is still being worked on. Dropped from later WebDAV specs and rarely used.',
    reference: { rfc: 2518 },
  },
  {
    code: 103,
    description: 'Preliminary headers (typically Link preload hints) sent before the final response.',
    reference: { rfc: 8297 },
  },
  { code: 200, description: 'The request succeeded; the body carries the result.', reference: rfc9110('15.3.1') },
  {
    code: 201,
    description: 'The request succeeded and a new resource was created (usually named in the Location header).',
    reference: rfc9110('15.3.2'),
  },
  {
    code: 202,
    description: 'The request was queued for processing, which has not finished (and may still fail).',
    reference: rfc9110('15.3.3'),
  },
  {
    code: 203,
    description:
      'Success, but the returned content was altered by a transforming proxy rather than coming unmodified from the origin.',
    reference: rfc9110('15.3.4'),
  },
  { code: 204, description: 'Success with nothing to send back in the body.', reference: rfc9110('15.3.5') },
  {
    code: 205,
    description: 'Success; the client should reset the form or view that sent the request.',
    reference: rfc9110('15.3.6'),
  },
  {
    code: 206,
    description: 'Only the byte range(s) asked for with a Range header are returned.',
    reference: rfc9110('15.3.7'),
  },
  {
    code: 207,
    type: webDav,
    description: 'The body is an XML document holding a separate status for each of several resources.',
    reference: { rfc: 4918 },
  },
  {
    code: 208,
    type: webDav,
    description:
      'Members of this binding were already listed earlier in the same multi-status response and are not repeated.',
    reference: { rfc: 5842 },
  },
  {
    code: 226,
    description:
      'The response is the result of instance manipulations (e.g. a delta encoding) applied to the current resource.',
    reference: { rfc: 3229 },
  },
  {
    code: 300,
    description: 'The resource has several representations and the client (or user) should pick one.',
    reference: rfc9110('15.4.1'),
  },
  {
    code: 301,
    description:
      'The resource has a new permanent URL (Location); clients may switch the method to GET when following.',
    reference: rfc9110('15.4.2'),
  },
  {
    code: 302,
    aliases: ['Moved Temporarily'],
    description: 'The resource is temporarily at another URL; clients commonly switch to GET when following.',
    reference: rfc9110('15.4.3'),
  },
  {
    code: 303,
    description: 'Fetch the result from another URL with a GET request (typical after a form POST).',
    reference: rfc9110('15.4.4'),
  },
  {
    code: 304,
    description: 'The cached copy is still valid, so no body is sent (answer to a conditional request).',
    reference: rfc9110('15.4.5'),
  },
  {
    code: 305,
    description: 'Deprecated: the resource had to be reached through the proxy named in Location.',
    reference: rfc9110('15.4.6'),
  },
  {
    code: 306,
    aliases: ['Unused (IANA)'],
    description: 'No longer used; reserved by the HTTP specification.',
    reference: rfc9110('15.4.7'),
  },
  {
    code: 307,
    description: 'Temporarily at another URL; repeat the request there with the same method and body.',
    reference: rfc9110('15.4.8'),
  },
  {
    code: 308,
    description: 'Permanently at another URL; repeat this and future requests there with the same method and body.',
    reference: rfc9110('15.4.9'),
  },
  {
    code: 400,
    description: 'The server will not process the request because it looks malformed or invalid.',
    reference: rfc9110('15.5.1'),
  },
  {
    code: 401,
    description:
      'Valid authentication is missing or was rejected; the WWW-Authenticate header says how to authenticate.',
    reference: rfc9110('15.5.2'),
  },
  {
    code: 402,
    description: 'Reserved for future use; some APIs use it when payment or quota is needed.',
    reference: rfc9110('15.5.3'),
  },
  {
    code: 403,
    description: 'The server understood who you are but refuses to allow the request.',
    reference: rfc9110('15.5.4'),
  },
  {
    code: 404,
    description: 'Nothing exists at this URL, or the server will not reveal that it does.',
    reference: rfc9110('15.5.5'),
  },
  {
    code: 405,
    description: 'The resource does not support this HTTP method; the Allow header lists those it does.',
    reference: rfc9110('15.5.6'),
  },
  {
    code: 406,
    description: 'No representation matches the Accept headers sent by the client.',
    reference: rfc9110('15.5.7'),
  },
  { code: 407, description: 'The client must first authenticate with the proxy.', reference: rfc9110('15.5.8') },
  {
    code: 408,
    description: 'The server gave up waiting for the client to finish sending the request.',
    reference: rfc9110('15.5.9'),
  },
  {
    code: 409,
    description: 'The request conflicts with the current state of the resource (e.g. an edit conflict).',
    reference: rfc9110('15.5.10'),
  },
  {
    code: 410,
    description: 'The resource was removed on purpose and will not come back.',
    reference: rfc9110('15.5.11'),
  },
  { code: 411, description: 'The request must carry a Content-Length header.', reference: rfc9110('15.5.12') },
  {
    code: 412,
    description: 'A condition in the request headers (e.g. If-Match) evaluated to false.',
    reference: rfc9110('15.5.13'),
  },
  {
    code: 413,
    aliases: ['Payload Too Large', 'Request Entity Too Large'],
    description: 'The request body is bigger than the server is willing or able to handle.',
    reference: rfc9110('15.5.14'),
  },
  {
    code: 414,
    aliases: ['Request-URI Too Long'],
    description: 'The request URL is longer than the server will interpret.',
    reference: rfc9110('15.5.15'),
  },
  {
    code: 415,
    description:
      'The body is in a format (Content-Type or Content-Encoding) the server does not support for this resource.',
    reference: rfc9110('15.5.16'),
  },
  {
    code: 416,
    aliases: ['Requested Range Not Satisfiable'],
    description: 'The requested byte range lies outside the resource.',
    reference: rfc9110('15.5.17'),
  },
  {
    code: 417,
    description: 'The server cannot meet the requirement given in the Expect header.',
    reference: rfc9110('15.5.18'),
  },
  {
    code: 418,
    aliases: ['Unused (IANA)'],
    description:
      'April-fools code from the coffee-pot protocol: the server refuses to brew coffee because it is a teapot.',
    reference: rfc9110('15.5.19'),
  },
  {
    code: 421,
    description: 'The request reached a server that cannot produce responses for this scheme and host.',
    reference: rfc9110('15.5.20'),
  },
  {
    code: 422,
    aliases: ['Unprocessable Entity'],
    description: 'The body is well-formed but its content is semantically invalid (e.g. failed validation).',
    reference: rfc9110('15.5.21'),
  },
  { code: 423, type: webDav, description: 'The resource is locked.', reference: { rfc: 4918 } },
  {
    code: 424,
    type: webDav,
    description: 'The action failed because another action it depended on failed.',
    reference: { rfc: 4918 },
  },
  {
    code: 425,
    description: 'The server will not risk processing a request that could be replayed (TLS early data).',
    reference: { rfc: 8470 },
  },
  {
    code: 426,
    description: 'The client must switch to another protocol, named in the Upgrade header.',
    reference: rfc9110('15.5.22'),
  },
  {
    code: 428,
    description: 'The server requires the request to be conditional (e.g. carry If-Match) to prevent lost updates.',
    reference: { rfc: 6585 },
  },
  {
    code: 429,
    description: 'Rate limit hit: too many requests in a given time; Retry-After may say when to retry.',
    reference: { rfc: 6585 },
  },
  {
    code: 431,
    description: 'A single header field, or all headers together, are too large.',
    reference: { rfc: 6585 },
  },
  {
    code: 451,
    description: 'Access is denied because of a legal demand (e.g. censorship or a court order).',
    reference: { rfc: 7725 },
  },
  {
    code: 500,
    description: 'The server hit an unexpected condition; a generic catch-all error.',
    reference: rfc9110('15.6.1'),
  },
  {
    code: 501,
    description: 'The server does not support the functionality (often the method) needed for the request.',
    reference: rfc9110('15.6.2'),
  },
  {
    code: 502,
    description: 'A gateway or proxy got an invalid response from the upstream server.',
    reference: rfc9110('15.6.3'),
  },
  {
    code: 503,
    description:
      'The server is temporarily unable to handle the request (overload or maintenance); Retry-After may be set.',
    reference: rfc9110('15.6.4'),
  },
  {
    code: 504,
    description: 'A gateway or proxy did not get a timely response from the upstream server.',
    reference: rfc9110('15.6.5'),
  },
  {
    code: 505,
    description: 'The server does not support the HTTP version used in the request.',
    reference: rfc9110('15.6.6'),
  },
  {
    code: 506,
    description: 'Server misconfiguration: the chosen variant is itself set up to negotiate, creating a loop.',
    reference: { rfc: 2295 },
  },
  {
    code: 507,
    type: webDav,
    description: 'The server cannot store what is needed to complete the request.',
    reference: { rfc: 4918 },
  },
  {
    code: 508,
    type: webDav,
    description: 'The server found an infinite loop while processing the request (e.g. a depth-infinity binding).',
    reference: { rfc: 5842 },
  },
  {
    code: 510,
    aliases: ['Not Extended (OBSOLETED)'],
    description:
      'The server needs further extensions to the request before it can fulfil it; historic, now marked obsolete.',
    reference: { rfc: 2774 },
  },
  {
    code: 511,
    description: 'The client must authenticate to get network access (captive portal).',
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
