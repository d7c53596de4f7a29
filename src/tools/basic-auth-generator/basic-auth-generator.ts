import { isStrictBase64 } from '../../lib/base64-text';
import { base64ToBytes, bytesToBase64 } from '../../lib/bytes';
import { message, type Message } from '../../lib/operation/message';
import type { Note } from '../../lib/operation/operation';
import { err, ok, type Result } from '../../lib/result';

export const notBasicAuthMessage: Message = message('errors.notBasicAuth');
export const noColonMessage: Message = message('errors.noColon');

/** The warning for a username the server would split (it is still encoded as given). */
export function colonInUsernameWarning(username: string): Note | undefined {
  return username.includes(':') ? { ...message('notes.colonInUsername'), warning: true } : undefined;
}

const utf8Encoder = new TextEncoder();
const strictUtf8Decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
// Older clients send ISO-8859-1 (RFC 7617 leaves the charset to the server).
const latin1Decoder = new TextDecoder('iso-8859-1');
const headerName = /^authorization\s*:\s*/i;
const basicScheme = /^basic\s+/i;
const whitespace = /\s+/g;

/** The Base64 (standard, padded) of the UTF-8 bytes of `username:password`, as RFC 7617 asks. */
export function basicAuthCredentials(username: string, password: string): string {
  return bytesToBase64(utf8Encoder.encode(`${username}:${password}`));
}

export function authorizationHeader(credentials: string): string {
  return `Authorization: Basic ${credentials}`;
}

export function curlCommand(credentials: string): string {
  return `curl -H "Authorization: Basic ${credentials}" <url>`;
}

export interface BasicAuthCredentials {
  username: string;
  password: string;
}

/**
 * The username and password in an `Authorization: Basic …` header, a `Basic …` value or the bare
 * Base64: split at the first colon, the bytes read as UTF-8 (ISO-8859-1 when they are not).
 */
export function decodeBasicAuth(input: string): Result<BasicAuthCredentials, Message> {
  const base64 = input.trim().replace(headerName, '').replace(basicScheme, '').replace(whitespace, '');
  if (base64 === '' || !isStrictBase64(base64, false)) return err(notBasicAuthMessage);
  const bytes = base64ToBytes(base64);
  let text: string;
  try {
    text = strictUtf8Decoder.decode(bytes);
  } catch {
    text = latin1Decoder.decode(bytes);
  }
  const colon = text.indexOf(':');
  if (colon < 0) return err(noColonMessage);
  return ok({ username: text.slice(0, colon), password: text.slice(colon + 1) });
}
