import type { Kind } from '../operation/kinds';

/** A pasted text and what its first detection must be. */
export interface Sample {
  text: string;
  kind: Kind;
  /** The code of the first detection's words, when it matters (`common.detect.md5`). */
  what?: string;
  note?: string;
}

const what = (name: string) => `common.detect.${name}`;

const jwt =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MiIsIm5hbWUiOiJBZGEgTG92ZWxhY2UiLCJpYXQiOjE3MDAwMDAwMDB9.chklLBOJEe_mdw7k0E-ynX4l2bLbQhjQECSVDTScViI';

/**
 * The acceptance table of paste detection (issue 24): two or more texts per detector, the
 * ambiguous ones with a note on why the first suggestion is the right one.
 */
export const samples: readonly Sample[] = [
  // JWT
  { text: jwt, kind: 'jwt', what: what('jwt'), note: 'also Base64URL-ish: the JWT comes first' },
  {
    text: 'eyJhbGciOiJSUzI1NiIsImtpZCI6ImsxIn0.eyJpc3MiOiJpdC10b29scyIsImV4cCI6MTgwMDAwMDAwMH0.QnYAVZ9bMT6tATshG0FY5i9yqijcQ-HFL0amlqxOld1m4pqxYx7mseO_ZH7DRZzQf-4ctPPNNTX1ykMKT2_Q9Q',
    kind: 'jwt',
  },
  {
    text: 'eyJhbGciOiJSU0EtT0FFUCIsImVuYyI6IkEyNTZHQ00ifQ.dcG9RbLneHnSmGqxBbHeXiGsJOK6fXHpXeeQlstIrKBX-nINc91Qrg.oJJSKfzq188WQ7Rj.QuLUt3PahNdLfE2uNaetRBmZvDYSapKqJE1_ysC5.ICKvkW3qo9qamqqZXRdYuQ',
    kind: 'jwt',
    what: what('jwe'),
  },
  { text: `  ${jwt}\n`, kind: 'jwt', note: 'surrounding whitespace is trimmed' },

  // JSON and JSON lines
  { text: '{"a":1}', kind: 'json', note: 'also valid YAML: JSON first' },
  { text: '[\n  {"id": 1, "name": "Ada"},\n  {"id": 2, "name": "Grace"}\n]', kind: 'json' },
  { text: '{\n  "name": "it-tools",\n  "private": true\n}', kind: 'json' },
  { text: '{"name": "it-tools", "private": true,}', kind: 'json', what: what('jsonInvalid') },
  { text: '{"id":1,"ok":true}\n{"id":2,"ok":false}\n{"id":3,"ok":true}', kind: 'json-lines' },
  { text: '["a", 1]\n["b", 2]', kind: 'json-lines', note: 'commas line up like CSV: JSON lines first' },

  // YAML and Docker Compose
  { text: 'a: 1\nb: 2', kind: 'yaml' },
  { text: 'name: it-tools\nversion: 2\ntags:\n  - json\n  - yaml\n', kind: 'yaml' },
  { text: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\n', kind: 'yaml' },
  { text: '---\n# settings\nserver:\n  port: 8080\n  host: localhost\n', kind: 'yaml' },
  {
    text: 'services:\n  web:\n    image: nginx:1.27\n    ports:\n      - "8080:80"\n',
    kind: 'docker-compose',
    what: what('dockerCompose'),
  },
  {
    text: 'version: "3.8"\nservices:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: example\n',
    kind: 'docker-compose',
  },

  // TOML
  { text: 'key = "v"', kind: 'toml' },
  { text: '[server]\nhost = "localhost"\nport = 8080\n\n[database]\nenabled = true', kind: 'toml' },
  { text: 'title = "TOML"\nports = [ 8000, 8001 ]\nowner.name = "Ada"', kind: 'toml' },

  // XML, SVG, HTML
  { text: '<?xml version="1.0"?>\n<note><to>Ada</to></note>', kind: 'xml' },
  { text: '<catalog><book id="1"><title>Dune</title></book></catalog>', kind: 'xml' },
  { text: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>', kind: 'svg' },
  { text: '<?xml version="1.0" encoding="UTF-8"?>\n<svg width="10" height="10"></svg>', kind: 'svg' },
  { text: '<!DOCTYPE html>\n<html><head><title>Hi</title></head><body></body></html>', kind: 'html' },
  { text: '<div class="card"><p>Hello <b>world</b></p></div>', kind: 'html', note: 'XML-shaped, but HTML elements' },
  { text: '<ul>\n  <li>One</li>\n  <li>Two</li>\n</ul>', kind: 'html' },

  // CSV
  { text: 'name,age,city\nAda,36,London\nGrace,85,New York', kind: 'csv' },
  { text: 'id;price\n1;9.99\n2;19.99', kind: 'csv' },
  { text: 'name\tage\nAda\t36\nGrace\t85', kind: 'csv', what: what('tsv') },

  // Markdown
  { text: '# Title\n\nSome *text* with a [link](https://example.com).', kind: 'markdown' },
  { text: '- one\n- two\n- three', kind: 'markdown', note: 'also a YAML list: Markdown first' },
  { text: '## Install\n\n```sh\nnpm ci\n```', kind: 'markdown' },
  { text: '| a | b |\n|---|---|\n| 1 | 2 |', kind: 'markdown' },

  // SQL
  { text: 'SELECT id, name FROM users WHERE id = 1;', kind: 'sql' },
  { text: "insert into users (id, name) values (1, 'Ada')", kind: 'sql' },
  { text: 'UPDATE users SET name = "Ada" WHERE id = 1', kind: 'sql' },
  { text: 'CREATE TABLE users (\n  id INT PRIMARY KEY\n);', kind: 'sql' },
  { text: '-- the last ten\nDELETE FROM logs WHERE age > 10', kind: 'sql' },

  // Base64 and data URLs
  { text: 'aGVsbG8gd29ybGQ=', kind: 'base64', what: what('base64') },
  { text: 'SGVsbG8', kind: 'base64', note: 'no padding, mixed case: Base64' },
  { text: 'SGVsbG8sIFdvcmxkIQ==', kind: 'base64' },
  { text: 'aGVsbG8gd29ybGQsIGhvdyBhcmUgeW91IHRvZGF5Pw', kind: 'base64' },
  {
    text: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    kind: 'base64',
  },
  { text: 'data:text/plain;base64,aGVsbG8=', kind: 'data-url' },
  { text: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB', kind: 'data-url' },

  // Hexadecimal and digests
  { text: 'deadbeef', kind: 'hex', note: 'also valid Base64: hex first' },
  { text: '0x1F', kind: 'hex', what: what('hexNumber') },
  { text: 'de ad be ef 00 01', kind: 'hex' },
  { text: '48656c6c6f20776f726c64', kind: 'hex', note: 'hex and Base64 both: hex first' },
  { text: 'd41d8cd98f00b204e9800998ecf8427e', kind: 'hex-digest', what: what('md5'), note: 'above hex and Base64' },
  { text: '7d16e419defd1103cd88bbc47f7a08bd11f26cfa', kind: 'hex-digest', what: what('sha1') },
  {
    text: 'b6bcbbdcc37ec65aa3e1eed07f1763d6819b199ce2c22c6ab66d2157d8ecc04a',
    kind: 'hex-digest',
    what: what('sha256'),
  },
  {
    text: 'DBCAC5E69A4E2A4CCBD7CE3E103DCD565445D4E5028A6F53F3670CB6C0D3398566E7E6FC7C85AAA2A688782E2F9FDF139A1B0C4B5D23C0A45A0A522AC3B7F8C3',
    kind: 'hex-digest',
    what: what('sha512'),
  },

  // URLs, query strings, percent-encoding, HTML entities
  { text: 'https://example.com/?a=1', kind: 'url', note: 'has a query: the URL first' },
  { text: 'ftp://files.example.org/pub/readme.txt', kind: 'url' },
  {
    text: 'https://eur03.safelinks.protection.outlook.com/?url=https%3A%2F%2Fexample.com%2F&data=05&reserved=0',
    kind: 'safelink',
    note: 'a URL, but one the Safelink decoder unwraps',
  },
  {
    text: 'https://nam12.safelinks.protection.outlook.com/?url=http%3A%2F%2Fintranet.local%2F&data=x&reserved=0',
    kind: 'safelink',
  },
  { text: 'https://example.com/search?q=hello%20world', kind: 'url', note: 'percent-encoded too: URL first' },
  { text: 'a=1&b=2', kind: 'query-string' },
  { text: '?utm_source=news&utm_medium=email', kind: 'query-string' },
  { text: 'hello%20world', kind: 'percent-encoded' },
  { text: 'https%3A%2F%2Fexample.com%2F%3Fa%3D1', kind: 'percent-encoded' },
  { text: 'Tom &amp; Jerry &lt;3', kind: 'html-entities' },
  { text: '&lt;p&gt;Hello&lt;/p&gt;', kind: 'html-entities' },

  // UUID, ULID, Snowflake
  { text: '3f2b8c1e-4a5d-4e6f-9a7b-1c2d3e4f5a6b', kind: 'uuid', what: what('uuidVersion') },
  { text: '{6ba7b810-9dad-11d1-80b4-00c04fd430c8}', kind: 'uuid', what: what('uuidVersion') },
  { text: '00000000-0000-0000-0000-000000000000', kind: 'uuid', what: what('nilUuid') },
  { text: '01ARZ3NDEKTSV4RRFFQ69G5FAV', kind: 'ulid' },
  { text: '01hq3z8k9x7vw2m5n4p6r8s0tv', kind: 'ulid' },
  { text: '1541815603606036480', kind: 'snowflake-id', note: 'Twitter, 2022: above integer' },
  { text: '187535720448131195', kind: 'snowflake-id', note: 'Discord, 2016' },

  // Timestamps and dates
  { text: '1700000000', kind: 'timestamp', what: what('timestampSeconds'), note: 'also an integer: lower' },
  { text: '1700000000000', kind: 'timestamp', what: what('timestampMilliseconds') },
  { text: '1700000000.123', kind: 'timestamp', what: what('timestampSeconds') },
  { text: '2024-01-31', kind: 'date', what: what('isoDate') },
  { text: '2024-01-31T10:20:30.123Z', kind: 'date', what: what('isoDateTime') },
  { text: '2023-11-14 22:13:20+02:00', kind: 'date' },
  { text: 'Tue, 14 Nov 2023 22:13:20 GMT', kind: 'date', what: what('rfc2822Date') },
  { text: 'P1DT2H30M', kind: 'duration' },
  { text: 'PT15M', kind: 'duration' },

  // Cron
  { text: '*/5 * * * *', kind: 'cron' },
  { text: '0 0 9 * * MON-FRI', kind: 'cron', note: 'six fields, seconds first' },
  { text: '@daily', kind: 'cron' },
  { text: '30 4 1,15 * 5', kind: 'cron' },

  // Colours
  { text: '#1ea54c', kind: 'color', what: what('hexColor') },
  { text: 'rgb(30, 165, 76)', kind: 'color', what: what('rgbColor') },
  { text: 'hsl(141 69% 38%)', kind: 'color', what: what('hslColor') },
  { text: 'oklch(62% 0.15 150 / 0.8)', kind: 'color', what: what('cssColor') },
  { text: '#FFF', kind: 'color' },

  // Networks
  { text: '192.168.1.1', kind: 'ipv4' },
  { text: '8.8.8.8', kind: 'ipv4' },
  { text: '192.168.1.0/24', kind: 'ipv4-cidr' },
  { text: '10.0.0.0 255.0.0.0', kind: 'ipv4-cidr' },
  { text: '10.0.0.1 - 10.0.0.9', kind: 'ipv4-range' },
  { text: '172.16.0.1-172.16.0.254', kind: 'ipv4-range' },
  { text: '2001:db8::1', kind: 'ipv6' },
  { text: 'fe80::1ff:fe23:4567:890a', kind: 'ipv6' },
  { text: '2001:db8::/32', kind: 'ipv6-cidr' },
  { text: 'fd00::/8', kind: 'ipv6-cidr' },
  { text: '00:1A:2B:3C:4D:5E', kind: 'mac', note: 'also hex pairs: MAC first' },
  { text: '001a.2b3c.4d5e', kind: 'mac' },

  // Keys and secrets
  {
    text: '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUY2VydGlmaWNhdGU=\n-----END CERTIFICATE-----',
    kind: 'certificate',
    what: what('certificate'),
  },
  {
    text: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n-----BEGIN CERTIFICATE-----\nMIIC\n-----END CERTIFICATE-----',
    kind: 'certificate',
    note: 'a chain',
  },
  {
    text: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAojdcOSjAyXTW/nCJxK+6iAGk0y6hH+f9r1fwlJ3l3hM=\n-----END PUBLIC KEY-----\n',
    kind: 'public-key',
  },
  {
    text: '-----BEGIN RSA PUBLIC KEY-----\nMIIBCgKCAQEA\n-----END RSA PUBLIC KEY-----',
    kind: 'public-key',
  },
  {
    text: '-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAexample\n-----END RSA PRIVATE KEY-----',
    kind: 'private-key',
  },
  {
    text: '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----',
    kind: 'private-key',
    what: what('opensshPrivateKey'),
  },
  {
    text: '-----BEGIN CERTIFICATE REQUEST-----\nMIICijCCAXICAQAwRTEL\n-----END CERTIFICATE REQUEST-----',
    kind: 'certificate',
    what: what('certificateRequest'),
  },
  {
    text: '-----BEGIN X509 CRL-----\nMIICBzCB8AIBATANBgkqhkiG9w0BAQsFADBF\n-----END X509 CRL-----',
    kind: 'certificate',
    what: what('pemBlock'),
  },
  {
    text: '-----BEGIN DH PARAMETERS-----\nMIIBCAKCAQEA//////////+t+FRYortKmq/cViAnPTzx\n-----END DH PARAMETERS-----',
    kind: 'pem',
    what: what('pemBlock'),
  },
  {
    text: '-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEZabc\n-----END PGP PUBLIC KEY BLOCK-----',
    kind: 'pem',
    what: what('pemBlock'),
  },
  {
    text: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKI3XDkowMl01v5wicSvuogBpNMuoR/n/a9X8JSd5d4T ada@example',
    kind: 'ssh-public-key',
  },
  {
    text: 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC7 deploy@ci',
    kind: 'ssh-public-key',
  },
  { text: '$2b$04$DLo8eN594T6Ms7Cu497/0exWvvvGs2oIx6ydR6FaPzBMbO4L1j91K', kind: 'bcrypt-hash' },
  { text: '$2b$10$AuKxNZbJvz/nYq3KGRT6Ue7ba125FeziUm9nV3DdZ/qK5yPtfVlay', kind: 'bcrypt-hash' },
  {
    text: 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    kind: 'mnemonic',
  },
  {
    text: 'goose ahead genre day spice spring barely useful lion lunch access senior gorilla mean clean winter derive ethics price question because junk hybrid hello',
    kind: 'mnemonic',
  },

  // IBAN, phone, e-mail
  { text: 'DE89 3704 0044 0532 0130 00', kind: 'iban' },
  { text: 'GB82WEST12345698765432', kind: 'iban' },
  { text: '+33 6 12 34 56 78', kind: 'phone' },
  { text: '+14155552671', kind: 'phone', note: 'E.164: above integer' },
  { text: 'ada@example.com', kind: 'email' },
  { text: 'Ada Lovelace <ada@example.co.uk>', kind: 'email' },
  { text: 'ada@example.com\ngrace@example.org', kind: 'email', what: what('emails') },

  // Numbers
  { text: '42', kind: 'integer' },
  { text: '2024', kind: 'integer', note: 'a year, not a timestamp' },
  { text: '-3.14', kind: 'number' },
  { text: '6.02e23', kind: 'number' },
  { text: '0o755', kind: 'integer', what: what('octal') },
  { text: '0b1010', kind: 'binary' },
  { text: '01001000 01101001', kind: 'binary', note: 'bytes in bits' },
  { text: '1100101011110000', kind: 'binary', note: 'also an integer: binary first' },
  { text: 'MCMXCIV', kind: 'roman-numeral' },
  { text: 'MMXXIV', kind: 'roman-numeral' },
  { text: 'XLII', kind: 'roman-numeral' },
  { text: '755', kind: 'chmod-mode', note: 'also an integer: lower' },
  { text: '0644', kind: 'chmod-mode' },
  { text: 'rwxr-xr-x', kind: 'chmod-mode' },
  { text: '-rw-r--r--', kind: 'chmod-mode' },
  { text: '404', kind: 'integer', note: 'others more than the group: not a usual mode' },

  // Commands and patterns
  { text: 'docker run -d -p 8080:80 --name web nginx:latest', kind: 'docker-run' },
  { text: 'docker run \\\n  -e TZ=UTC \\\n  -v /data:/data \\\n  postgres:16', kind: 'docker-run' },
  {
    text: 'curl -X POST https://api.example.com/items -H "Content-Type: application/json" -d \'{"a":1}\'',
    kind: 'curl',
  },
  { text: "curl 'https://example.com/'", kind: 'curl' },
  { text: '/^[a-z0-9_-]{3,16}$/i', kind: 'regex' },
  { text: '/\\d+(\\.\\d+)?/g', kind: 'regex' },

  // User agents, MIME types
  {
    text: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    kind: 'user-agent',
  },
  { text: 'curl/8.4.0', kind: 'user-agent' },
  { text: 'Googlebot/2.1 (+http://www.google.com/bot.html)', kind: 'user-agent' },
  { text: 'application/json', kind: 'mime-type' },
  { text: 'text/html; charset=utf-8', kind: 'mime-type' },
];

/** Words typed to find a tool: none may read as data (`looksLikeData` false). */
export const searchTexts: readonly string[] = [
  'json prettify',
  'base64',
  'hash',
  'convert',
  'hello world',
  'uuid generator',
  'uuid',
  'jwt',
  'cron',
  'docker run',
  'curl',
  'ipv4 subnet',
  'I',
  'mix',
  'cafe',
  'select',
  'Roman numeral',
  'text to binary',
  'chmod calculator',
  'sql prettify',
];
