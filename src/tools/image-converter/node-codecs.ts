// The codecs of the operation outside a browser (the command line, the unit tests), where there is
// no createImageBitmap nor OffscreenCanvas: jSquash's builds of MozJPEG, libwebp, libavif, the
// png crate and squoosh's resizer. Their loaders would fetch the WebAssembly beside them, which
// Node cannot do for a file: each is handed its module compiled from the bytes the bundler put
// inside `node-wasm/*` (each loaded on first use of its codec).
import { defaultOptions as avifDefaults } from '@jsquash/avif/meta.js';
import { defaultOptions as jpegDefaults } from '@jsquash/jpeg/meta.js';
import { initEmscriptenModule } from '@jsquash/webp/utils.js';
import { defaultOptions as webpDefaults } from '@jsquash/webp/meta.js';
import type { Pixels } from './pixels';

// Node's WebAssembly, which its type definitions (and ES2023's) leave out.
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<object> };
};

const compiled = async (load: () => Promise<{ default: string }>) => {
  const dataUrl = (await load()).default;
  return wasm.compile(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
};

/** Loads once, on first use. */
const once = <T>(load: () => Promise<T>) => {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
};

interface Emscripten {
  encode(data: Uint8Array | Uint8ClampedArray, width: number, height: number, options: object): Uint8Array | null;
  decode(data: Uint8Array, extra?: unknown): Pixels | null;
}

const emscripten = (factory: () => Promise<{ default: unknown }>, wasm: () => Promise<{ default: string }>) =>
  once(async () => {
    const [{ default: moduleFactory }, module] = await Promise.all([factory(), compiled(wasm)]);
    return (await initEmscriptenModule(moduleFactory as never, module)) as Emscripten;
  });

const jpegDecoder = emscripten(
  () => import('@jsquash/jpeg/codec/dec/mozjpeg_dec.js'),
  () => import('./node-wasm/jpeg-dec'),
);
const jpegEncoder = emscripten(
  () => import('@jsquash/jpeg/codec/enc/mozjpeg_enc.js'),
  () => import('./node-wasm/jpeg-enc'),
);
const webpDecoder = emscripten(
  () => import('@jsquash/webp/codec/dec/webp_dec.js'),
  () => import('./node-wasm/webp-dec'),
);
const webpEncoder = emscripten(
  () => import('@jsquash/webp/codec/enc/webp_enc_simd.js'),
  () => import('./node-wasm/webp-enc'),
);
const avifDecoder = emscripten(
  () => import('@jsquash/avif/codec/dec/avif_dec.js'),
  () => import('./node-wasm/avif-dec'),
);
const avifEncoder = emscripten(
  () => import('@jsquash/avif/codec/enc/avif_enc.js'),
  () => import('./node-wasm/avif-enc'),
);

const pngCodec = once(async () => {
  const [codec, module] = await Promise.all([
    import('@jsquash/png/codec/pkg/squoosh_png.js'),
    compiled(() => import('./node-wasm/png')),
  ]);
  await codec.default(module);
  return codec;
});

const resizer = once(async () => {
  const [codec, module] = await Promise.all([
    import('@jsquash/resize/lib/resize/pkg/squoosh_resize.js'),
    compiled(() => import('./node-wasm/resize')),
  ]);
  await codec.default(module);
  return codec;
});

const pixelsOf = (decoded: Pixels | null | undefined): Pixels => {
  if (!decoded) throw new Error('The image could not be decoded');
  return { data: decoded.data, width: decoded.width, height: decoded.height };
};

/** RGBA pixels of a PNG, JPEG (as stored: its orientation is not applied), WebP or AVIF file. */
export async function decodeImage(format: 'PNG' | 'JPEG' | 'WebP' | 'AVIF', bytes: Uint8Array): Promise<Pixels> {
  switch (format) {
    case 'PNG':
      return pixelsOf((await pngCodec()).decode(bytes) as Pixels);
    case 'JPEG':
      return pixelsOf((await jpegDecoder()).decode(bytes, false));
    case 'WebP':
      return pixelsOf((await webpDecoder()).decode(bytes));
    case 'AVIF':
      return pixelsOf((await avifDecoder()).decode(bytes, 8));
  }
}

const copied = (output: Uint8Array | null) => {
  if (!output) throw new Error('The image could not be encoded');
  return Uint8Array.from(output);
};

export type EncodeRequest =
  | { format: 'png' }
  | { format: 'jpeg'; quality: number }
  | { format: 'webp'; quality: number; lossless: boolean }
  | { format: 'avif'; quality: number };

/** The pixels as a file of the format asked for (PNG always RGBA, as a canvas writes it). */
export async function encodeImage(pixels: Pixels, request: EncodeRequest): Promise<Uint8Array> {
  const { data, width, height } = pixels;
  switch (request.format) {
    case 'png':
      return copied(
        (await pngCodec()).encode(new Uint8Array(data.buffer, data.byteOffset, data.length), width, height, 8),
      );
    case 'jpeg':
      return copied((await jpegEncoder()).encode(data, width, height, { ...jpegDefaults, quality: request.quality }));
    case 'webp':
      return copied(
        (await webpEncoder()).encode(data, width, height, {
          ...webpDefaults,
          quality: request.quality,
          ...(request.lossless ? { lossless: 1, exact: 1 } : {}),
        }),
      );
    case 'avif':
      return copied((await avifEncoder()).encode(data, width, height, { ...avifDefaults, quality: request.quality }));
  }
}

/** The pixels at another size: Lanczos (jSquash's default), in linear light, alpha premultiplied. */
export async function resizePixels(pixels: Pixels, width: number, height: number): Promise<Pixels> {
  if (pixels.width === width && pixels.height === height) return pixels;
  const { data } = pixels;
  const lanczos3 = 3;
  const resized = (await resizer()).resize(
    new Uint8Array(data.buffer, data.byteOffset, data.length),
    pixels.width,
    pixels.height,
    width,
    height,
    lanczos3,
    true,
    true,
  );
  return { data: resized, width, height };
}
