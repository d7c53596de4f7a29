import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultValues } from '../../lib/tool-state/fields';
import { asComment, type DrawRequest } from './ascii-options';
import { drawText, registerFont } from './ascii-text-drawer';
import { defaultDrawing } from './default-drawing';
import { fetchableFontNames, fontUrl } from './figlet-fonts';
import { fontNames } from './font-names';
import { asciiDraw } from './operations';

const fontsDir = join(import.meta.dirname, '../../../node_modules/figlet/fonts');
const request = (text: string, options: Partial<DrawRequest> = {}): DrawRequest => ({
  text,
  font: 'Standard',
  width: 80,
  horizontalLayout: 'default',
  verticalLayout: 'default',
  ...options,
});

beforeAll(() => {
  for (const font of ['Standard', 'Slant']) registerFont(font, readFileSync(join(fontsDir, `${font}.flf`), 'utf8'));
});

describe('drawText', () => {
  // The spec's examples ("Hi" in Standard, "OK" in Slant) are declared in operations.ts.
  it("draws the page's default settings as the page's HTML shows them before the worker draws", () => {
    expect(drawText(defaultValues(asciiDraw.fields))).toBe(defaultDrawing);
  });

  it('gives nothing for empty text', () => {
    expect(drawText(request(''))).toBe('');
  });

  it('draws each line of the text under the previous one, and breaks at spaces to fit the width', () => {
    const twoLines = drawText(request('a\r\nb'));
    expect(twoLines.split('\n').length).toBeGreaterThan(6);
    const narrow = drawText(request('Hello world', { width: 40 }));
    expect(Math.max(...narrow.split('\n').map((line) => line.length))).toBeLessThanOrEqual(40);
  });

  it('takes the layout options', () => {
    expect(drawText(request('Hi', { horizontalLayout: 'full' }))).not.toBe(drawText(request('Hi')));
  });
});

describe('asComment', () => {
  it('prefixes every line', () => {
    expect(asComment(' _ \n|_|', '# ')).toBe('#  _ \n# |_|');
    expect(asComment(' _ \n|_|', '// ')).toBe('//  _ \n// |_|');
    expect(asComment('', '# ')).toBe('');
  });
});

describe('fonts', () => {
  it('lists every font figlet ships, each with a file of our own', () => {
    expect(fontNames).toHaveLength(332);
    expect(fontNames).toEqual(expect.arrayContaining(['Standard', 'Slant', 'ANSI Shadow', 'B1FF', 'Rot13']));
    expect(fontUrl('Standard')).toMatch(/Standard\.flf/);
    expect([...fetchableFontNames()].sort()).toEqual([...fontNames].sort());
    expect(fontUrl('Nope')).toBeUndefined();
  });
});

describe('asciiDraw', () => {
  it('says so when figlet cannot draw with the settings', async () => {
    expect(await asciiDraw.run('Hi', { ...defaultValues(asciiDraw.fields), font: 'No such font' })).toEqual({
      ok: false,
      error: { code: 'errors.failed' },
    });
  });
});
