// WebP and AVIF encoders (jSquash's builds of libwebp and libavif), loaded on first use in the
// worker, and their decoders for a browser that cannot read those formats itself. Only the
// single-threaded builds are bundled (threads need cross-origin isolation), and WebP's SIMD
// encoder, which every current browser runs. Each loader finds its WebAssembly with
// `new URL('….wasm', import.meta.url)`, which the build turns into a hashed asset of ours.
import { defaultOptions as avifDefaults } from '@jsquash/avif/meta.js';
import { initEmscriptenModule as initAvif } from '@jsquash/avif/utils.js';
import { defaultOptions as webpDefaults } from '@jsquash/webp/meta.js';
import { initEmscriptenModule as initWebp } from '@jsquash/webp/utils.js';
import type { Pixels } from './pixels';

interface Encoder {
  encode(data: Uint8Array | Uint8ClampedArray, width: number, height: number, options: object): Uint8Array | null;
}

let webp: Promise<Encoder> | undefined;
let avif: Promise<Encoder> | undefined;

export async function encodeWebp(pixels: Pixels, { quality, lossless }: { quality: number; lossless: boolean }) {
  webp ??= import('@jsquash/webp/codec/enc/webp_enc_simd.js').then(
    ({ default: factory }) => initWebp(factory, undefined) as Promise<Encoder>,
  );
  const options = { ...webpDefaults, quality, lossless: lossless ? 1 : 0, ...(lossless ? { exact: 1 } : {}) };
  const output = (await webp).encode(pixels.data, pixels.width, pixels.height, options);
  if (!output) throw new Error('WebP encoding failed');
  return Uint8Array.from(output);
}

export async function encodeAvif(pixels: Pixels, { quality }: { quality: number }) {
  avif ??= import('@jsquash/avif/codec/enc/avif_enc.js').then(
    ({ default: factory }) => initAvif(factory, undefined) as Promise<Encoder>,
  );
  const output = (await avif).encode(new Uint8Array(pixels.data.buffer), pixels.width, pixels.height, {
    ...avifDefaults,
    quality,
  });
  if (!output) throw new Error('AVIF encoding failed');
  return Uint8Array.from(output);
}

interface Decoder {
  decode(data: Uint8Array, bitDepth?: number): Pixels | null;
}

let webpDecoder: Promise<Decoder> | undefined;
let avifDecoder: Promise<Decoder> | undefined;

const decoded = (pixels: Pixels | null) => {
  if (!pixels) throw new Error('The image could not be decoded');
  return pixels;
};

/** A WebP file's pixels, for a browser that cannot read WebP itself (the decoder loads on first use). */
export async function decodeWebp(bytes: Uint8Array): Promise<Pixels> {
  webpDecoder ??= import('@jsquash/webp/codec/dec/webp_dec.js').then(
    ({ default: factory }) => initWebp(factory, undefined) as Promise<Decoder>,
  );
  return decoded((await webpDecoder).decode(bytes));
}

/** An AVIF file's pixels (8 bits a channel), for a browser that cannot read AVIF itself. */
export async function decodeAvif(bytes: Uint8Array): Promise<Pixels> {
  avifDecoder ??= import('@jsquash/avif/codec/dec/avif_dec.js').then(
    ({ default: factory }) => initAvif(factory, undefined) as Promise<Decoder>,
  );
  return decoded((await avifDecoder).decode(bytes, 8));
}

/** Whether the encoder of `format` is loaded already (the page says when it is being loaded). */
export const encoderLoaded = (format: 'webp' | 'avif') => (format === 'webp' ? webp : avif) !== undefined;
