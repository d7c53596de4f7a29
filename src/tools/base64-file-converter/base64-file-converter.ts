import { isStrictBase64, readPastedBase64 } from '../../lib/base64-text';
import { base64ToBytes, bytesToBase64 } from '../../lib/bytes';
import { extensionForMimeType, mimeTypeForExtension } from '../../lib/mime-types/common';
import { failure } from '../../lib/operation/message';
import type { OperationResult } from '../../lib/operation/operation';
import { ok } from '../../lib/result';

const octetStream = 'application/octet-stream';

export interface FileType {
  mimeType: string;
  extension: string;
}

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));

const magicNumbers: ReadonlyArray<{
  bytes: number[];
  offset?: number;
  also?: { bytes: number[]; offset: number };
  type: FileType;
}> = [
  { bytes: ascii('%PDF'), type: { mimeType: 'application/pdf', extension: 'pdf' } },
  { bytes: [0x89, 0x50, 0x4e, 0x47], type: { mimeType: 'image/png', extension: 'png' } },
  { bytes: ascii('GIF87a'), type: { mimeType: 'image/gif', extension: 'gif' } },
  { bytes: ascii('GIF89a'), type: { mimeType: 'image/gif', extension: 'gif' } },
  { bytes: [0xff, 0xd8, 0xff], type: { mimeType: 'image/jpeg', extension: 'jpg' } },
  {
    bytes: ascii('RIFF'),
    also: { bytes: ascii('WEBP'), offset: 8 },
    type: { mimeType: 'image/webp', extension: 'webp' },
  },
  { bytes: [0x50, 0x4b, 0x03, 0x04], type: { mimeType: 'application/zip', extension: 'zip' } },
];

/** Bytes needed to recognise any type above. */
const magicBytesLength = 12;

function startsWith(bytes: Uint8Array, expected: number[], offset = 0): boolean {
  return expected.every((byte, index) => bytes[offset + index] === byte);
}

/** The type the first bytes announce (PDF, PNG, GIF, JPEG, WebP, ZIP), if any. */
export function detectFileType(bytes: Uint8Array): FileType | undefined {
  return magicNumbers.find(
    ({ bytes: magic, also }) => startsWith(bytes, magic) && (!also || startsWith(bytes, also.bytes, also.offset)),
  )?.type;
}

/** A header type worth trusting: a named one other than the catch-all octet stream. */
function informativeMediaType(mediaType: string | undefined): string | undefined {
  return mediaType && mediaType !== octetStream ? mediaType : undefined;
}

// Enough text for the header and the Base64 of the magic bytes, even with line breaks.
const revealWindowChars = 1024;
const magicBase64Chars = (magicBytesLength / 3) * 4;
const leadingBase64 = /^[A-Za-z0-9+/_-]*/;

/**
 * The type a pasted value reveals — its data-URL header when the type has a known extension, else
 * the magic numbers of its first bytes. Reads only the start of the text, so it stays cheap for
 * megabytes; the value need not be valid further on.
 */
export function revealFileType(input: string): FileType | undefined {
  const { mediaType, base64 } = readPastedBase64(input.trimStart().slice(0, revealWindowChars));
  const headerType = informativeMediaType(mediaType);
  const headerExtension = headerType && extensionForMimeType(headerType);
  if (headerType && headerExtension) return { mimeType: headerType, extension: headerExtension };

  const start = (leadingBase64.exec(base64)?.[0] ?? '').slice(0, magicBase64Chars);
  // A lone character in the last group is no byte; the rest still is.
  const decodable = start.length % 4 === 1 ? start.slice(0, -1) : start;
  try {
    return detectFileType(base64ToBytes(decodable));
  } catch {
    return undefined;
  }
}

export interface DecodedFile {
  bytes: Uint8Array<ArrayBuffer>;
  /** From the data-URL header, else from the magic numbers; undefined when neither tells. */
  mimeType: string | undefined;
}

/**
 * Base64 (standard or URL-safe, padding optional, maybe behind a data-URL header, maybe wrapped)
 * to the bytes it encodes. Empty input gives no bytes, without an error.
 */
export function decodeBase64File(input: string): OperationResult<DecodedFile> {
  const { mediaType, base64 } = readPastedBase64(input);
  if (!isStrictBase64(base64, false) && !isStrictBase64(base64, true)) return failure('common.errors.invalidBase64');
  const bytes = base64ToBytes(base64) as Uint8Array<ArrayBuffer>;
  return ok({ bytes, mimeType: informativeMediaType(mediaType) ?? detectFileType(bytes)?.mimeType });
}

function bareExtension(extension: string): string {
  return extension.trim().replace(/^\.+/, '');
}

/** `<name>.<extension>`, without doubling an extension the name already ends with. */
export function downloadFileName(fileName: string, extension: string): string {
  const name = fileName.trim() || 'file';
  const ext = bareExtension(extension);
  if (!ext || name.toLowerCase().endsWith(`.${ext.toLowerCase()}`)) return name;
  return `${name}.${ext}`;
}

/** The type to save the file with: the extension's, else the generic octet stream. */
export function downloadMimeType(extension: string): string {
  const ext = bareExtension(extension);
  return (ext && mimeTypeForExtension(ext)) || octetStream;
}

/**
 * The type to show the bytes with: what the value revealed, else what the extension suggests.
 * Undefined when nothing tells (the browser may still recognise the image); `false` when the type
 * is known not to be an image.
 */
export function previewImageType(decodedType: string | undefined, extension: string): string | false | undefined {
  const type = decodedType ?? mimeTypeForExtension(bareExtension(extension));
  if (type === undefined) return undefined;
  return type.startsWith('image/') ? type : false;
}

// File to Base64

/** A whole number of 3-byte groups, so the chunks' Base64 joins without padding in between. */
export const encodeChunkBytes = 3 * 1024 * 1024;

export interface ChunkedEncodeOptions {
  chunkBytes?: number;
  signal?: AbortSignal;
  /** Called after each chunk with the bytes done so far; awaited, so it can yield to events. */
  onChunk?: (encodedBytes: number, totalBytes: number) => void | Promise<void>;
}

/** Beyond this length the field shows only the start of the text. */
export const previewThresholdChars = 1_000_000;
export const previewChars = 100_000;

export interface EncodedFile {
  /**
   * The Base64 as ASCII text. Megabytes of it stay in this Blob, for copying and saving, rather
   * than crossing to the page as a string that would stall it.
   */
  base64: Blob;
  length: number;
  /** The whole Base64 when it could be shown in full, else its first characters. */
  head: string;
}

const asciiEncoder = new TextEncoder();

/** The Base64 of a file, read and encoded a chunk at a time so that memory and pauses stay small. */
export async function encodeFileToBase64(
  file: Blob,
  { chunkBytes = encodeChunkBytes, signal, onChunk }: ChunkedEncodeOptions = {},
): Promise<EncodedFile> {
  if (chunkBytes <= 0 || chunkBytes % 3 !== 0) throw new RangeError('The chunk size must be a positive multiple of 3');
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let length = 0;
  let head = '';
  for (let start = 0; start < file.size; start += chunkBytes) {
    signal?.throwIfAborted();
    const base64 = bytesToBase64(new Uint8Array(await file.slice(start, start + chunkBytes).arrayBuffer()));
    parts.push(asciiEncoder.encode(base64));
    length += base64.length;
    head += base64.slice(0, previewThresholdChars - head.length);
    await onChunk?.(Math.min(start + chunkBytes, file.size), file.size);
  }
  return {
    base64: new Blob(parts, { type: 'text/plain' }),
    length,
    head: length > previewThresholdChars ? head.slice(0, previewChars) : head,
  };
}

/** The MIME type as the browser reports it, or the octet stream when it reports none. */
export function effectiveMimeType(reportedType: string): string {
  return reportedType || octetStream;
}

export function dataUrlPrefix(mimeType: string): string {
  return `data:${effectiveMimeType(mimeType)};base64,`;
}

export interface Base64Output {
  /** What "Copy" and "Download .txt" use: the text, or a Blob of it when it is long. */
  full: string | Blob;
  length: number;
  /** What the field shows: all of the text, or its first characters when it is long. */
  shown: string;
  truncated: boolean;
}

export function base64Output(encoded: EncodedFile, mimeType: string, includePrefix: boolean): Base64Output {
  const prefix = includePrefix ? dataUrlPrefix(mimeType) : '';
  const length = prefix.length + encoded.length;
  // Up to the threshold, the head is the whole payload.
  if (length <= previewThresholdChars) {
    const text = prefix + encoded.head;
    return { full: text, length, shown: text, truncated: false };
  }
  return {
    full: new Blob([prefix, encoded.base64], { type: 'text/plain' }),
    length,
    shown: (prefix + encoded.head).slice(0, previewChars),
    truncated: true,
  };
}
