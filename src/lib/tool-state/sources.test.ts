import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { booleanField, choiceField, defaultValues, defineFields, integerField, textField } from './fields';
import {
  addressWithFragment,
  linkPart,
  readValues,
  storageKey,
  storeValue,
  urlValues,
  type UrlValues,
} from './sources';
import { maxLinkedTextLength } from './tool-link';

const fields = defineFields({
  length: integerField(64, { min: 1, max: 512 }),
  symbols: booleanField(false),
  encoding: choiceField('Hex', ['Bin', 'Hex', 'Base64'], { persist: true }),
  noteText: textField('', { persist: true }),
  secret: textField('', { sensitive: true }),
  salt: textField('', { generate: () => 'random salt' }),
  draft: textField('', { persist: 'session' }),
  legacy: textField('', { persist: true, storageKey: 'tool--legacy' }),
});
const defaults = { ...defaultValues(fields), salt: 'random salt' };

const items = new Map<string, string>();
const storage: Partial<Storage> = {
  getItem: (key) => items.get(key) ?? null,
  setItem: (key, value) => void items.set(key, value),
  removeItem: (key) => void items.delete(key),
};

const sessionItems = new Map<string, string>();
const session: Partial<Storage> = {
  getItem: (key) => sessionItems.get(key) ?? null,
  setItem: (key, value) => void sessionItems.set(key, value),
  removeItem: (key) => void sessionItems.delete(key),
};

beforeEach(() => {
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
  Object.defineProperty(globalThis, 'sessionStorage', { value: session, configurable: true });
});
afterEach(() => {
  items.clear();
  sessionItems.clear();
  Reflect.deleteProperty(globalThis, 'localStorage');
  Reflect.deleteProperty(globalThis, 'sessionStorage');
});

const url = (fragment: string, query = ''): UrlValues => urlValues({ hash: fragment, search: query });

describe('storageKey', () => {
  it.each([
    ['json-prettify', 'sortKeys', 'json-prettify:sort-keys'],
    ['uuid-generator', 'version', 'uuid-generator:version'],
    ['base64-string-converter', 'encodeUrlSafe', 'base64-string-converter:encode-url-safe'],
  ])('%s / %s → %s (the reference keys)', (slug, name, key) => {
    expect(storageKey(slug, name)).toBe(key);
  });
});

describe('readValues', () => {
  it.each<[string, UrlValues, Record<string, string>, Partial<typeof defaults>]>([
    ['defaults with nothing given', url(''), {}, {}],
    ['the fragment', url('#length=16&symbols=true&encoding=Bin'), {}, { length: 16, symbols: true, encoding: 'Bin' }],
    ['a query preset', url('', '?length=32'), {}, { length: 32 }],
    ['a stored value', url(''), { 'tool:encoding': 'Base64' }, { encoding: 'Base64' }],
    ['the fragment over the query', url('#length=16', '?length=32'), {}, { length: 16 }],
    ['the query over storage', url('', '?encoding=Bin'), { 'tool:encoding': 'Base64' }, { encoding: 'Bin' }],
    ['the fragment over storage', url('#noteText=a+b%26c'), { 'tool:note-text': 'stored' }, { noteText: 'a b&c' }],
    ['a clamped integer', url('#length=9999'), {}, { length: 512 }],
    ['the query when the fragment is unreadable', url('#length=abc', '?length=32'), {}, { length: 32 }],
    ['storage when the URL is unreadable', url('#encoding=Nope'), { 'tool:encoding': 'Bin' }, { encoding: 'Bin' }],
    ['the default when everything is unreadable', url('#symbols=yes', '?symbols=1'), {}, {}],
    ['stored text only for persisted fields', url(''), { 'tool:length': '16' }, {}],
    ['a secret never from the URL', url('#secret=hunter2', '?secret=hunter2'), {}, {}],
    ['a secret never from storage', url(''), { 'tool:secret': 'hunter2' }, {}],
    ['a generated value given by the URL', url('#salt=0011'), {}, { salt: '0011' }],
    ['a value stored under its own key', url(''), { 'tool--legacy': 'old' }, { legacy: 'old' }],
    ['no session field from local storage', url(''), { 'tool:draft': 'local' }, {}],
  ])('takes %s', (_, given, stored, expected) => {
    for (const [key, value] of Object.entries(stored)) items.set(key, value);
    expect(readValues('tool', fields, given)).toEqual({ ...defaults, ...expected });
  });

  it('on a new fragment, keeps the secrets and generated values no link gives, and resets the rest', () => {
    const current = { ...defaults, length: 16, symbols: true, secret: 'hunter2', salt: 'typed salt' };
    expect(readValues('tool', fields, url('#symbols=true'), current)).toEqual({
      ...defaults,
      symbols: true,
      secret: 'hunter2',
      salt: 'typed salt',
    });
  });
});

describe('session fields', () => {
  it('are read from session storage', () => {
    sessionItems.set('tool:draft', 'kept for the tab');
    expect(readValues('tool', fields, url(''))).toEqual({ ...defaults, draft: 'kept for the tab' });
  });

  it('are stored in session storage only, and removed there at their default', () => {
    storeValue('tool', 'draft', fields.draft, 'typed');
    expect(sessionItems.get('tool:draft')).toBe('typed');
    expect(items.has('tool:draft')).toBe(false);
    storeValue('tool', 'draft', fields.draft, '');
    expect(sessionItems.has('tool:draft')).toBe(false);
  });
});

describe('storeValue', () => {
  it.each<[string, keyof typeof fields, unknown, string | undefined, string | undefined]>([
    ['a persisted value', 'encoding', 'Bin', undefined, 'Bin'],
    ['a persisted value back at its default, by removing it', 'encoding', 'Hex', 'Bin', undefined],
    ['nothing for a field not persisted', 'length', 16, undefined, undefined],
    ['nothing for a secret', 'secret', 'hunter2', undefined, undefined],
    ['a value under its own key', 'legacy', 'text', undefined, 'text'],
  ])('stores %s', (_, name, value, before, after) => {
    const key = fields[name].storageKey ?? storageKey('tool', name);
    if (before !== undefined) items.set(key, before);
    storeValue('tool', name, fields[name], value);
    expect(items.get(key)).toBe(after);
  });
});

describe('linkPart', () => {
  const longText = 'x'.repeat(maxLinkedTextLength + 1);

  it.each<[string, Partial<typeof defaults>, [string, string][], string[]]>([
    ['nothing when every value is its default', {}, [], []],
    [
      'changed values, in declaration order',
      { symbols: true, length: 16 },
      [
        ['length', '16'],
        ['symbols', 'true'],
      ],
      [],
    ],
    ['persisted fields too', { encoding: 'Bin' }, [['encoding', 'Bin']], []],
    ['no secret', { secret: 'hunter2' }, [], []],
    ['a generated value', { salt: '00ff' }, [['salt', '00ff']], []],
    [
      'a text of exactly the limit',
      { noteText: 'y'.repeat(maxLinkedTextLength) },
      [['noteText', 'y'.repeat(2000)]],
      [],
    ],
    ['a longer text left out, and named', { noteText: longText, length: 8 }, [['length', '8']], ['noteText']],
  ])('holds %s', (_, changed, params, omitted) => {
    expect(linkPart(fields, { ...defaultValues(fields), ...changed })).toEqual({
      names: Object.keys(fields),
      params,
      omitted,
    });
  });
});

describe('addressWithFragment', () => {
  it.each([
    ['/tool', '', [], 'length=16', '/tool#length=16'],
    ['/tool', '', [], '', '/tool'],
    ['/tool', '?length=32', ['length'], 'length=16', '/tool#length=16'],
    ['/tool', '?length=32&utm_source=x', ['length', 'symbols'], '', '/tool?utm_source=x'],
    ['/base/tool', '?ref=a', ['length'], 'symbols=true', '/base/tool?ref=a#symbols=true'],
  ])('%s%s with the tool fields %j and #%s → %s', (pathname, search, names, fragment, expected) => {
    expect(addressWithFragment({ pathname, search }, names, fragment)).toBe(expected);
  });
});
