import { describe, expect, it } from 'vitest';
import { booleanField, choiceField, integerField, textField } from './fields';
import { withSiteDefaults } from './site-defaults';

const fields = {
  indent: integerField(2, { min: 0, max: 10 }),
  sort: booleanField(false),
  format: choiceField('hex', ['hex', 'base64']),
  key: textField('', { sensitive: true }),
  salt: { ...textField(''), generate: () => 'random' },
};

describe('withSiteDefaults', () => {
  it("takes the site's defaults that the fields can read", () => {
    const chosen: Record<string, string> = {
      indent: '4',
      sort: 'true',
      format: 'base64',
      key: 'secret',
      salt: 'fixed',
    };
    const result = withSiteDefaults('tool', fields, (_slug, name) => chosen[name]);
    expect(result.indent.defaultValue).toBe(4);
    expect(result.sort.defaultValue).toBe(true);
    expect(result.format.defaultValue).toBe('base64');
    expect(result.key.defaultValue).toBe('');
    expect(result.salt.defaultValue).toBe('fixed');
    expect(result.salt.generate).toBeUndefined();
  });

  it('keeps the declared fields, the same object, without a readable choice', () => {
    expect(withSiteDefaults('tool', fields, () => undefined)).toBe(fields);
    expect(withSiteDefaults('tool', fields, (_slug, name) => (name === 'format' ? 'octal' : undefined))).toBe(fields);
  });
});
