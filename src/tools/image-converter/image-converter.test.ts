import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chosenIconSizes, outputName } from './fields';
import { iconEntries, iconFile, inputNotes, jpegExifUpright, sniffFormat, withExif } from './image-bytes';
import { placement, type ResizeOptions } from './image-size';
import { uniqueNames } from './zip-names';

// Converting runs in the browser's worker (the e2e test converts the fixtures); here, sizes, what
// the bytes say, the icon file and the names.
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const resize = (options: Partial<ResizeOptions>): ResizeOptions => ({
  resize: 'original',
  width: '',
  height: '',
  fit: 'contain',
  percentage: '50',
  noEnlarge: false,
  ...options,
});
const sizeOf = (options: Partial<ResizeOptions>, source = { width: 64, height: 48 }) => {
  const placed = placement(source, resize(options));
  return placed.ok ? `${placed.value.canvas.width} x ${placed.value.canvas.height}` : placed.error.code;
};

describe('sizes', () => {
  it('follow the spec examples', () => {
    expect(sizeOf({ resize: 'width', width: '32' })).toBe('32 x 24');
    expect(sizeOf({ resize: 'box', width: '40', height: '40', fit: 'cover' })).toBe('40 x 40');
    expect(sizeOf({ resize: 'box', width: '40', height: '40', fit: 'contain' })).toBe('40 x 30');
    expect(sizeOf({ resize: 'percentage', percentage: '25' })).toBe('16 x 12');
    expect(sizeOf({ resize: 'height', height: '100' })).toBe('133 x 100');
    expect(sizeOf({ resize: 'percentage', percentage: '50' }, { width: 300, height: 200 })).toBe('150 x 100');
    expect(sizeOf({ resize: 'percentage', percentage: '200' }, { width: 120, height: 80 })).toBe('240 x 160');
  });

  it('crop the centre for Cover, and bar it for Pad', () => {
    const cover = placement(
      { width: 64, height: 48 },
      resize({ resize: 'box', width: '40', height: '40', fit: 'cover' }),
    );
    expect(cover.ok && cover.value).toEqual({
      canvas: { width: 40, height: 40 },
      drawn: { width: 53, height: 40 },
      x: -6,
      y: 0,
    });
    const pad = placement({ width: 64, height: 48 }, resize({ resize: 'box', width: '40', height: '40', fit: 'pad' }));
    expect(pad.ok && pad.value).toEqual({
      canvas: { width: 40, height: 40 },
      drawn: { width: 40, height: 30 },
      x: 0,
      y: 5,
    });
    expect(sizeOf({ resize: 'box', width: '40', height: '10', fit: 'stretch' })).toBe('40 x 10');
  });

  it('never enlarge when asked not to, keep a side of at least 1 px, and refuse what is too large', () => {
    expect(sizeOf({ resize: 'width', width: '640', noEnlarge: true })).toBe('64 x 48');
    expect(sizeOf({ resize: 'percentage', percentage: '1' })).toBe('1 x 1');
    expect(sizeOf({ resize: 'width', width: '16384' }, { width: 100, height: 1000 })).toBe('errors.tooLarge');
    expect(sizeOf({ resize: 'width', width: '0' })).toBe('errors.width');
    expect(sizeOf({ resize: 'height', height: '16385' })).toBe('errors.height');
    expect(sizeOf({ resize: 'percentage', percentage: '1001' })).toBe('errors.percentage');
  });
});

describe('what the bytes say', () => {
  it('name the format by the first bytes, whatever the file is called', () => {
    expect(sniffFormat(fixture('alpha-64x48.png'))).toBe('PNG');
    expect(sniffFormat(fixture('exif-rotated.jpg'))).toBe('JPEG');
    expect(sniffFormat(fixture('animated-2frames.gif'))).toBe('GIF');
    expect(sniffFormat(fixture('favicon-16-32.ico'))).toBe('ICO');
    expect(sniffFormat(fixture('viewbox-only.svg'))).toBe('SVG');
    expect(sniffFormat(fixture('badge.svg'))).toBe('SVG');
    expect(sniffFormat(fixture('not-an-image.png'))).toBeUndefined();
    expect(sniffFormat(new Uint8Array())).toBeUndefined();
  });

  it('announce removed metadata with a GPS location, animation and an icon of several sizes', () => {
    const codes = (name: string, removeMetadata = true) =>
      inputNotes(fixture(name), sniffFormat(fixture(name))!, removeMetadata).map((note) => note.code);
    expect(codes('exif-rotated.jpg')).toEqual(['notes.metadataGps']);
    expect(codes('exif-rotated.jpg', false)).toEqual([]);
    expect(codes('alpha-64x48.png')).toEqual([]);
    expect(codes('animated-2frames.gif')).toEqual(['notes.animated']);
    expect(inputNotes(fixture('favicon-16-32.ico'), 'ICO', true)).toEqual([
      { code: 'notes.icon', values: { count: 2, width: 32, height: 32 } },
    ]);
  });

  it('keep a JPEG’s EXIF with its orientation reset', () => {
    const exif = jpegExifUpright(fixture('exif-rotated.jpg'))!;
    expect(new TextDecoder().decode(exif.subarray(0, 4))).toBe('Exif');
    const jpeg = withExif(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), exif);
    expect([...jpeg.subarray(0, 4)]).toEqual([0xff, 0xd8, 0xff, 0xe1]);
    expect(jpegExifUpright(jpeg)).toEqual(exif);
  });
});

describe('the icon file', () => {
  it('has a directory of its sizes, 256 written as 0', () => {
    const png = (size: number) => ({ size, png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, size & 0xff]) });
    const icon = iconFile([png(16), png(256)]);
    expect([...icon.subarray(0, 6)]).toEqual([0, 0, 1, 0, 2, 0]);
    expect(icon[6 + 16]).toBe(0);
    expect(iconEntries(icon)).toEqual([
      { width: 16, height: 16 },
      { width: 256, height: 256 },
    ]);
    expect(icon.length).toBe(6 + 32 + 10);
  });
});

describe('names', () => {
  it('take the output extension and number repeats in the ZIP', () => {
    expect(outputName('alpha-64x48.png', 'webp')).toBe('alpha-64x48.webp');
    expect(outputName('photo.final.JPG', 'jpeg')).toBe('photo.final.jpg');
    expect(outputName('.png', 'ico')).toBe('image.ico');
    expect(uniqueNames(['a.webp', 'a.webp', 'b.webp', 'a.webp'])).toEqual([
      'a.webp',
      'a (2).webp',
      'b.webp',
      'a (3).webp',
    ]);
    expect(chosenIconSizes('16,256')).toEqual([16, 256]);
    expect(chosenIconSizes('')).toEqual([]);
  });
});
