import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { chosenIconSizes, impliedResize, outputName, type ConvertOptions } from './fields';
import {
  iconEntries,
  iconFile,
  inputNotes,
  jpegExifUpright,
  jpegOrientation,
  largestIconOnly,
  sniffFormat,
  withExif,
} from './image-bytes';
import { placement, type ResizeOptions } from './image-size';
import { convertBytes } from './node-convert';
import { decodeImage } from './node-codecs';
import { compose, orient, type Pixels } from './pixels';
import { uniqueNames, zipImages } from './zip';

// The page converts in the browser's worker (the e2e test converts the fixtures); here, the sizes,
// what the bytes say, the icon file, the names and the ZIP, and the operation outside a browser
// (jSquash's codecs) on the spec's examples.
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
    expect(jpegOrientation(fixture('exif-rotated.jpg'))).toBe(6);
    expect(jpegOrientation(jpeg)).toBe(1);
    // After a JFIF segment, not before it.
    const jfif = [0xff, 0xe0, 0, 4, 0x4a, 0x46];
    const withJfif = withExif(new Uint8Array([0xff, 0xd8, ...jfif, 0xff, 0xd9]), exif);
    expect([...withJfif.subarray(2, 10)]).toEqual([...jfif, 0xff, 0xe1]);
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

  it('read as an input: its largest image only', () => {
    const largest = largestIconOnly(fixture('favicon-16-32.ico'))!;
    expect(iconEntries(fixture('favicon-16-32.ico'))).toEqual([
      { width: 32, height: 32 },
      { width: 16, height: 16 },
    ]);
    expect(iconEntries(largest)).toEqual([{ width: 32, height: 32 }]);
    expect(largestIconOnly(new Uint8Array([0, 0, 1, 0, 1, 0]))).toBeUndefined();
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
    expect(chosenIconSizes('16,32,48,256')).toEqual([16, 32, 48, 256]);
    expect(chosenIconSizes('')).toEqual([]);
  });
});

describe('the ZIP', () => {
  it('stores its entries (no compression) under unique names', () => {
    const zip = zipImages([
      { name: 'a.webp', bytes: new Uint8Array([1, 2, 3]) },
      { name: 'a.webp', bytes: new Uint8Array([4]) },
    ]);
    expect(new DataView(zip.buffer, zip.byteOffset).getUint16(8, true)).toBe(0);
    const entries = unzipSync(zip);
    expect(Object.keys(entries)).toEqual(['a.webp', 'a (2).webp']);
    expect([...entries['a (2).webp']]).toEqual([4]);
  });
});

// A 3 x 2 picture whose pixels are numbered 1…6 (in the red channel), row by row.
const numbered = (): Pixels => {
  const data = new Uint8ClampedArray(3 * 2 * 4);
  for (let pixel = 0; pixel < 6; pixel++) data.set([pixel + 1, 0, 0, 255], pixel * 4);
  return { data, width: 3, height: 2 };
};
const reds = (pixels: Pixels) => {
  const rows = [];
  for (let y = 0; y < pixels.height; y++)
    rows.push(Array.from({ length: pixels.width }, (_, x) => pixels.data[(y * pixels.width + x) * 4]).join(''));
  return rows;
};

describe('pixels', () => {
  it('are turned upright by every EXIF orientation', () => {
    expect(reds(orient(numbered(), 1))).toEqual(['123', '456']);
    expect(reds(orient(numbered(), 2))).toEqual(['321', '654']);
    expect(reds(orient(numbered(), 3))).toEqual(['654', '321']);
    expect(reds(orient(numbered(), 4))).toEqual(['456', '123']);
    expect(reds(orient(numbered(), 5))).toEqual(['14', '25', '36']);
    expect(reds(orient(numbered(), 6))).toEqual(['41', '52', '63']);
    expect(reds(orient(numbered(), 7))).toEqual(['63', '52', '41']);
    expect(reds(orient(numbered(), 8))).toEqual(['36', '25', '14']);
  });

  it('are cropped, barred and put over a background colour', () => {
    const cropped = compose(numbered(), {
      canvas: { width: 2, height: 2 },
      drawn: { width: 3, height: 2 },
      x: -1,
      y: 0,
    });
    expect(reds(cropped)).toEqual(['23', '56']);
    const half = { data: new Uint8ClampedArray([200, 0, 0, 128]), width: 1, height: 1 };
    const padded = compose(half, { canvas: { width: 1, height: 2 }, drawn: { width: 1, height: 1 }, x: 0, y: 1 });
    expect([...padded.data]).toEqual([0, 0, 0, 0, 200, 0, 0, 128]);
    const over = compose(
      half,
      { canvas: { width: 1, height: 2 }, drawn: { width: 1, height: 1 }, x: 0, y: 1 },
      '#0000ff',
    );
    expect([...over.data]).toEqual([0, 0, 255, 255, 100, 0, 127, 255]);
  });
});

describe('the operation outside a browser', () => {
  const defaults: ConvertOptions = {
    format: 'webp',
    quality: 80,
    lossless: false,
    background: '#ffffff',
    iconSizes: '16,32,48,256',
    resize: 'original',
    width: '',
    height: '',
    fit: 'contain',
    percentage: '50',
    noEnlarge: false,
    removeMetadata: true,
  };
  const convert = async (name: string, options: Partial<ConvertOptions>) => {
    const result = await convertBytes(fixture(name), { ...defaults, ...options });
    if (!result.ok) throw new Error(result.error.code);
    return { bytes: result.value, notes: (result.notes ?? []).map((note) => note.code) };
  };
  const failure = async (bytes: Uint8Array, options: Partial<ConvertOptions> = {}) => {
    const result = await convertBytes(bytes, { ...defaults, ...options });
    return result.ok ? 'converted' : result.error.code;
  };
  const alphaAt = (pixels: Pixels, x: number, y: number) => pixels.data[(y * pixels.width + x) * 4 + 3];
  const rgbAt = (pixels: Pixels, x: number, y: number) => [
    ...pixels.data.subarray((y * pixels.width + x) * 4, (y * pixels.width + x) * 4 + 3),
  ];
  const segments = (jpeg: Uint8Array) => {
    const markers = [];
    for (let at = 2; at + 4 <= jpeg.length && jpeg[at] === 0xff && jpeg[at + 1] !== 0xda;) {
      markers.push(jpeg[at + 1]);
      at += 2 + ((jpeg[at + 2] << 8) | jpeg[at + 3]);
    }
    return markers;
  };

  it('example 1: PNG to WebP 32 px wide, with its alpha', async () => {
    const { bytes } = await convert('alpha-64x48.png', { format: 'webp', resize: 'width', width: '32' });
    expect(sniffFormat(bytes)).toBe('WebP');
    const pixels = await decodeImage('WebP', bytes);
    expect([pixels.width, pixels.height]).toEqual([32, 24]);
    expect(alphaAt(pixels, 0, 0)).toBe(0);
    expect(alphaAt(pixels, 8, 8)).toBe(255);
  });

  it('example 2: AVIF filling a 40 x 40 box (Cover); Contain, Percentage and Height sizes', async () => {
    const { bytes } = await convert('alpha-64x48.png', {
      format: 'avif',
      resize: 'box',
      width: '40',
      height: '40',
      fit: 'cover',
    });
    expect(new TextDecoder().decode(bytes.subarray(4, 12))).toBe('ftypavif');
    // Its size as the file says it (the 'ispe' property), without loading a decoder.
    const ispe = Buffer.from(bytes).indexOf('ispe');
    const box = new DataView(bytes.buffer, bytes.byteOffset + ispe + 8);
    expect([box.getUint32(0), box.getUint32(4)]).toEqual([40, 40]);
    const sizeOf = async (options: Partial<ConvertOptions>) => {
      const png = await decodeImage('PNG', (await convert('alpha-64x48.png', { format: 'png', ...options })).bytes);
      return `${png.width} x ${png.height}`;
    };
    expect(await sizeOf({ resize: 'box', width: '40', height: '40', fit: 'contain' })).toBe('40 x 30');
    expect(await sizeOf({ resize: 'percentage', percentage: '25' })).toBe('16 x 12');
    expect(await sizeOf({ resize: 'height', height: '100' })).toBe('133 x 100');
    // Pad: exactly the box, transparent bars above and below the picture.
    const padded = await decodeImage(
      'PNG',
      (await convert('alpha-64x48.png', { format: 'png', resize: 'box', width: '40', height: '40', fit: 'pad' })).bytes,
    );
    expect([padded.width, padded.height, alphaAt(padded, 10, 2), alphaAt(padded, 10, 15)]).toEqual([40, 40, 0, 255]);
  });

  it('example 3: an icon of four RGBA PNG images, 256 written as 0', async () => {
    const { bytes } = await convert('alpha-64x48.png', { format: 'ico' });
    expect(iconEntries(bytes).map((entry) => entry.width)).toEqual([16, 32, 48, 256]);
    const data = new DataView(bytes.buffer, bytes.byteOffset);
    for (let index = 0; index < 4; index++) {
      const offset = data.getUint32(6 + index * 16 + 12, true);
      expect(sniffFormat(bytes.subarray(offset))).toBe('PNG');
      expect(bytes[offset + 25]).toBe(6); // IHDR colour type: RGBA
    }
    expect(bytes[6 + 3 * 16]).toBe(0);
    expect(await failure(fixture('alpha-64x48.png'), { format: 'ico', iconSizes: '' })).toBe('errors.noIconSize');
  });

  it('example 4: JPEG, its transparent pixels over the background colour', async () => {
    const { bytes } = await convert('alpha-64x48.png', { format: 'jpeg', background: '#ffffff' });
    const pixels = await decodeImage('JPEG', bytes);
    expect([pixels.width, pixels.height]).toEqual([64, 48]);
    for (const channel of rgbAt(pixels, 0, 0)) expect(channel).toBeGreaterThanOrEqual(249);
    expect(alphaAt(pixels, 0, 0)).toBe(255);
  });

  it('example 5: a photo turned upright, its EXIF and GPS location removed and said so', async () => {
    const { bytes, notes } = await convert('exif-rotated.jpg', { format: 'jpeg' });
    expect(notes).toEqual(['notes.metadataGps']);
    expect(segments(bytes)).not.toContain(0xe1);
    const pixels = await decodeImage('JPEG', bytes);
    expect([pixels.width, pixels.height]).toEqual([48, 64]);
    // Stored: blue top left, green bottom right; turned 90° clockwise: blue top right, green bottom left.
    const [r, g, b] = rgbAt(pixels, 40, 8);
    expect(b > 150 && r < 80 && g < 120).toBe(true);
    const [r2, g2, b2] = rgbAt(pixels, 8, 56);
    expect(g2 > 120 && r2 < 80 && b2 < 120).toBe(true);
    // Kept when asked (JPEG to JPEG), orientation reset; other pairs say they cannot keep it.
    const kept = await convert('exif-rotated.jpg', { format: 'jpeg', removeMetadata: false });
    expect(kept.notes).toEqual(['notes.exifKept']);
    expect(jpegOrientation(kept.bytes)).toBe(1);
    expect(inputNotes(kept.bytes, 'JPEG', true).map((note) => note.code)).toEqual(['notes.metadataGps']);
    expect((await convert('alpha-64x48.png', { format: 'png', removeMetadata: false })).notes).toEqual([
      'notes.metadataOnlyJpeg',
    ]);
  });

  it('keeps every pixel in lossless WebP', async () => {
    const { bytes } = await convert('alpha-64x48.png', { format: 'webp', lossless: true });
    const original = await decodeImage('PNG', fixture('alpha-64x48.png'));
    expect((await decodeImage('WebP', bytes)).data).toEqual(original.data);
  });

  it('refuses what it cannot read, and what needs the browser', async () => {
    expect(await failure(fixture('not-an-image.png'))).toBe('errors.unreadable');
    expect(await failure(fixture('alpha-64x48.png').subarray(0, 100))).toBe('errors.unreadable');
    for (const name of ['viewbox-only.svg', 'animated-2frames.gif', 'favicon-16-32.ico'])
      expect(await failure(fixture(name))).toBe('errors.needsBrowser');
    expect(await failure(new Uint8Array([0x42, 0x4d, 0, 0, 0, 0]))).toBe('errors.needsBrowser');
    expect(await failure(fixture('alpha-64x48.png'), { resize: 'percentage', percentage: '30000' })).toBe(
      'errors.percentage',
    );
    expect(await failure(fixture('alpha-64x48.png'), { resize: 'width', width: '16384' })).toBe('errors.tooLarge');
  });

  it('reads `--width` alone as resizing to that width', () => {
    expect(impliedResize({ resize: 'original', width: '32', height: '' }).resize).toBe('width');
    expect(impliedResize({ resize: 'original', width: '', height: '9' }).resize).toBe('height');
    expect(impliedResize({ resize: 'original', width: '3', height: '9' }).resize).toBe('box');
    expect(impliedResize({ resize: 'original', width: '', height: '' }).resize).toBe('original');
    expect(impliedResize({ resize: 'percentage', width: '32', height: '' }).resize).toBe('percentage');
  });
});
