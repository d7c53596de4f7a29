import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultValues } from '../../lib/tool-state/fields';
import { asciiFields } from './ascii-fields';
import { asComment, type DrawRequest } from './ascii-options';
import { drawText, registerFont } from './ascii-text-drawer';
import { defaultDrawing } from './default-drawing';
import { fontNames, fontUrl } from './figlet-fonts';

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
  it('draws "Hi" in Standard, every line padded to the same width', () => {
    expect(drawText(request('Hi'))).toBe(
      ['  _   _ _ ', ' | | | (_)', ' | |_| | |', ' |  _  | |', ' |_| |_|_|', '          '].join('\n'),
    );
  });

  it('draws "OK" in Slant', () => {
    expect(drawText(request('OK', { font: 'Slant' }))).toBe(
      [
        '   ____  __ __',
        '  / __ \\/ //_/',
        ' / / / / ,<   ',
        '/ /_/ / /| |  ',
        '\\____/_/ |_|  ',
        '              ',
      ].join('\n'),
    );
  });

  it("draws the page's default settings as the page's HTML shows them before the worker draws", () => {
    expect(drawText(defaultValues(asciiFields))).toBe(defaultDrawing);
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
    expect(fontUrl('Nope')).toBeUndefined();
  });
});
