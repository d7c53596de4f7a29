import { describe, expect, it } from 'vitest';
import { messagesTranslator, type Messages } from '../i18n/translate';
import { tools } from './index';
import { detect } from '../lib/detect/detect';
import { samples } from '../lib/detect/samples';
import { suggestTools } from '../lib/operation/suggest-tools';
import { inputIndex } from '../lib/operation/tool-inputs';

// The index the app builds from the declarations (scripts/tool-inputs/vite-plugin.ts), built here the same way.
const declarations = import.meta.glob('./*/operations.ts', { eager: true, import: 'operations' });
const catalogues = import.meta.glob<Messages>('./*/locales/en.json', { eager: true, import: 'default' });
const slugOf = (path: string) => path.split('/').at(-2) ?? '';
const index = inputIndex(
  Object.fromEntries(Object.entries(declarations).map(([path, declared]) => [slugOf(path), declared])),
  (slug, key) => messagesTranslator(catalogues[`./${slug}/locales/en.json`])(key),
);
const order = tools.map((tool) => tool.slug);
const firstSuggestion = (text: string) => suggestTools(detect(text), index, { order })[0]?.slug;

// The first tool suggested for each kind of pasted value (issue 24's table, at the level of tools).
const expectedTool: Partial<Record<string, string>> = {
  jwt: 'jwt-parser',
  json: 'json-prettify',
  yaml: 'yaml-prettify',
  toml: 'toml-to-json',
  xml: 'xml-formatter',
  html: 'html-wysiwyg-editor',
  markdown: 'markdown-to-html',
  sql: 'sql-prettify',
  base64: 'base64-string-converter',
  'data-url': 'base64-string-converter',
  url: 'url-parser',
  safelink: 'safelink-decoder',
  'percent-encoded': 'url-encoder',
  'html-entities': 'html-entities',
  uuid: 'uuid-generator',
  ulid: 'ulid-generator',
  'snowflake-id': 'snowflake-id-extractor',
  date: 'date-converter',
  color: 'color-converter',
  ipv4: 'ipv4-address-converter',
  'ipv4-cidr': 'ipv4-subnet-calculator',
  'ipv6-cidr': 'ipv4-subnet-calculator',
  mac: 'mac-address-lookup',
  cron: 'crontab-generator',
  iban: 'iban-validator-and-parser',
  phone: 'phone-parser-and-formatter',
  'roman-numeral': 'roman-numeral-converter',
  binary: 'text-to-binary',
  integer: 'base-converter',
  'chmod-mode': 'chmod-calculator',
  'docker-run': 'docker-run-to-docker-compose-converter',
  regex: 'regex-tester',
  'user-agent': 'user-agent-parser',
  mnemonic: 'bip39-generator',
  // Certificates, signing requests and revocation lists.
  certificate: 'certificate-decoder',
  'ssh-public-key': 'ssh-key-generator',
  'mime-type': 'mime-types',
};

describe('suggested tools for the pasted samples', () => {
  const withTool = samples.filter((sample) => expectedTool[sample.kind] !== undefined);

  it('covers most of the table with a tool', () => {
    expect(withTool.length).toBeGreaterThanOrEqual(80);
  });

  it.each(withTool.map((sample) => [sample.text.slice(0, 60), sample] as const))('%j', (_text, sample) => {
    expect(firstSuggestion(sample.text)).toBe(expectedTool[sample.kind]);
  });

  it('suggests nothing for words typed to search', () => {
    for (const words of ['json prettify', 'base64', 'hash', 'uuid generator'])
      expect(suggestTools(detect(words), index, { order }).length, words).toBe(0);
  });
});
