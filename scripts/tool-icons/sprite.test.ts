import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSprite, declaredToolIcons, hasOutlineIcon } from './sprite.ts';

describe('buildSprite', () => {
  it('makes one symbol per icon, with its Tabler shapes, and names the file by its content', () => {
    const { svg, fileName } = buildSprite(['fingerprint', 'braces']);
    expect(
      svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"><symbol id="fingerprint" viewBox="0 0 24 24">'),
    ).toBe(true);
    expect(svg.match(/<symbol /g)).toHaveLength(2);
    expect(svg).toContain('<path d="M8 15a18 18 0 0 0 1.8 6"/>');
    expect(svg).not.toContain('stroke="none"');
    expect(fileName).toMatch(/^assets\/tool-icons-[0-9a-f]{10}\.svg$/);
    expect(buildSprite(['braces']).fileName).not.toBe(fileName);
    expect(buildSprite(['fingerprint', 'braces']).fileName).toBe(fileName);
  });

  it('refuses a name Tabler does not have', () => {
    expect(hasOutlineIcon('no-such-icon')).toBe(false);
    expect(() => buildSprite(['no-such-icon'])).toThrow("Tabler has no outline icon named 'no-such-icon'.");
  });
});

describe('declaredToolIcons', () => {
  it('finds the icon names the tools declare, each once, all of them Tabler icons', () => {
    const names = declaredToolIcons(join(import.meta.dirname, '..', '..', 'src', 'tools'));
    expect(names).toContain('fingerprint');
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(hasOutlineIcon(name), name).toBe(true);
  });
});
