/**
 * The data kinds that tools take and give: one small closed vocabulary. Each kind names its parent
 * (a JWT is text; an image is a file, which is bytes), so a tool that accepts text accepts a JWT,
 * and "Send to…", paste detection and the command line reason over the same words.
 *
 * `none` is the input of an operation that takes nothing (a generator).
 */
export const kindParents = {
  none: undefined,
  text: undefined,
  bytes: undefined,

  // Structured text formats.
  json: 'text',
  'json-lines': 'text',
  yaml: 'text',
  toml: 'text',
  xml: 'text',
  csv: 'text',
  html: 'text',
  markdown: 'text',
  sql: 'text',
  // Code in a programming language, generated or read (Go structs, Java classes, a docker-compose file is YAML).
  code: 'text',

  // Encodings and escapes.
  base64: 'text',
  'data-url': 'base64',
  hex: 'text',
  'hex-digest': 'hex',
  binary: 'text',
  'percent-encoded': 'text',
  'html-entities': 'text',
  unicode: 'text',

  // Web and identifiers.
  url: 'text',
  // An Outlook Safe Links address, wrapping the real one.
  safelink: 'url',
  'query-string': 'text',
  jwt: 'text',
  uuid: 'text',
  ulid: 'text',
  'snowflake-id': 'text',
  'user-agent': 'text',
  email: 'text',
  phone: 'text',
  iban: 'text',
  'mime-type': 'text',
  'http-status': 'text',

  // Time.
  timestamp: 'number',
  date: 'text',
  cron: 'text',
  duration: 'text',

  // Numbers.
  number: 'text',
  integer: 'number',
  'roman-numeral': 'text',
  'chmod-mode': 'text',

  // Colours.
  color: 'text',

  // Networks.
  ipv4: 'text',
  'ipv4-cidr': 'text',
  'ipv4-range': 'text',
  ipv6: 'text',
  'ipv6-cidr': 'text',
  mac: 'text',
  port: 'integer',

  // Keys and secrets.
  pem: 'text',
  certificate: 'pem',
  'private-key': 'pem',
  'public-key': 'pem',
  'ssh-public-key': 'text',
  'bcrypt-hash': 'text',
  password: 'text',
  mnemonic: 'text',
  otp: 'text',

  // Commands and patterns.
  regex: 'text',
  'docker-run': 'text',
  'docker-compose': 'yaml',
  curl: 'text',

  // Files.
  file: 'bytes',
  image: 'file',
  pdf: 'file',
  svg: 'xml',
} as const satisfies Record<string, string | undefined>;

export type Kind = keyof typeof kindParents;

export const kinds = Object.keys(kindParents) as Kind[];

export const isKind = (name: string): name is Kind => Object.hasOwn(kindParents, name);

/** The kind and its ancestors, nearest first: `jwt` → `['jwt', 'text']`. */
export function kindLineage(kind: Kind): Kind[] {
  const lineage: Kind[] = [];
  for (let current: Kind | undefined = kind; current !== undefined; current = kindParents[current])
    lineage.push(current);
  return lineage;
}

/**
 * How well an input of kind `accepted` takes a value of kind `given`: 0 for the same kind, 1 for its
 * parent, and so on; undefined when it does not take it (a JWT input does not take any text).
 */
export function acceptance(accepted: Kind, given: Kind): number | undefined {
  const distance = kindLineage(given).indexOf(accepted);
  return distance === -1 ? undefined : distance;
}

/** Whether values of the kind are bytes (given to and read from files) rather than text. */
export const isBytesKind = (kind: Kind): boolean => kindLineage(kind).includes('bytes');

/** Kinds whose values are secrets: "Send to…" carries them in memory only, never in a URL or storage. */
const secretKinds: readonly Kind[] = ['password', 'private-key', 'mnemonic', 'otp', 'jwt'];

export const isSecretKind = (kind: Kind): boolean => kindLineage(kind).some((each) => secretKinds.includes(each));
