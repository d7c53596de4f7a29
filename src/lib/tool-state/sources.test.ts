import { beforeEach, describe, expect, it } from 'vitest';
import { booleanField, choiceField, defaultValues, defineFields, integerField, textField } from './fields';
import { queryWithValues, readInitialValues, storageKey } from './sources';

const fields = defineFields({
  length: integerField(64, { url: true, min: 1, max: 512 }),
  symbols: booleanField(false, { url: true }),
  encoding: choiceField('Hex', ['Bin', 'Hex', 'Base64'] as const, { url: true, persist: true }),
  note: textField('', { persist: true }),
  secret: textField('', { url: true, sensitive: true }),
});
const defaults = defaultValues(fields);

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  clear = () => this.items.clear();
}
const storage = new MemoryStorage();
Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });

beforeEach(() => storage.clear());

describe('readInitialValues', () => {
  it('gives the defaults with nothing stored and an empty query', () => {
    expect(readInitialValues('tool', fields, defaults, new URLSearchParams())).toEqual(defaults);
  });

  it('reads URL fields from the query, clamping integers', () => {
    const values = readInitialValues('tool', fields, defaults, new URLSearchParams('length=9999&symbols=true'));
    expect(values.length).toBe(512);
    expect(values.symbols).toBe(true);
  });

  it('ignores unreadable text', () => {
    const values = readInitialValues(
      'tool',
      fields,
      defaults,
      new URLSearchParams('length=abc&symbols=yes&encoding=Nope'),
    );
    expect(values).toEqual(defaults);
  });

  it('reads persisted fields from storage, and the URL wins over storage', () => {
    storage.setItem(storageKey('tool', 'encoding'), 'Bin');
    storage.setItem(storageKey('tool', 'note'), 'hello');
    expect(readInitialValues('tool', fields, defaults, new URLSearchParams())).toMatchObject({
      encoding: 'Bin',
      note: 'hello',
    });
    expect(readInitialValues('tool', fields, defaults, new URLSearchParams('encoding=Base64')).encoding).toBe('Base64');
  });

  it('never reads a sensitive field from the URL', () => {
    expect(readInitialValues('tool', fields, defaults, new URLSearchParams('secret=hunter2')).secret).toBe('');
  });
});

describe('queryWithValues', () => {
  it('writes changed URL fields, drops defaults, keeps unrelated parameters', () => {
    const query = queryWithValues(
      fields,
      { ...defaults, length: 16, symbols: false },
      new URLSearchParams('utm=x&symbols=true'),
    );
    expect(query.toString()).toBe('utm=x&length=16');
  });

  it('never writes a sensitive field', () => {
    expect(queryWithValues(fields, { ...defaults, secret: 'hunter2' }, new URLSearchParams()).toString()).toBe('');
  });
});
