import { hmac } from '@noble/hashes/hmac.js';
import { base32Alphabet, base32ToBytes } from '../../lib/base32';
import { hashFunctions } from '../../lib/hash/hash-functions';
import { randomPick } from '../../lib/random';
import { message, type Message } from '../../lib/operation/message';
import type { Note } from '../../lib/operation/operation';
import { err, ok, type Result } from '../../lib/result';
import { toWellFormed } from '../../lib/well-formed';

export const missingSecretError: Message = message('errors.missingSecret');
export const invalidSecretError: Message = message('errors.invalidSecret');
export const invalidPeriodError: Message = message('errors.invalidPeriod');

export const otpAlgorithms = ['SHA1', 'SHA256', 'SHA512'] as const;
export type OtpAlgorithm = (typeof otpAlgorithms)[number];
export const otpDigitChoices = ['6', '7', '8'] as const;
export type OtpDigits = (typeof otpDigitChoices)[number];
export const otpModes = ['totp', 'hotp'] as const;
export type OtpMode = (typeof otpModes)[number];

export const periodRange = { min: 1, max: 300 } as const;

/** Past this an issuer or account is no name an authenticator shows, and the key URI no QR code holds. */
export const maxLabelLength = 1_000;
export const labelTooLongError = (name: 'issuer' | 'account'): Message =>
  message(`errors.${name}TooLong`, { max: maxLabelLength });

/** An issuer or account, checked for length. */
export function checkLabel(name: 'issuer' | 'account', text: string): Result<string, Message> {
  return text.length > maxLabelLength ? err(labelTooLongError(name)) : ok(text);
}
export const defaultPeriod = 30;
export const secretLength = 16;

/** A fresh secret: 16 Base32 characters (80 bits) from crypto.getRandomValues. */
export function generateSecret(): string {
  return randomPick(base32Alphabet, secretLength);
}

/** The secret as authenticators read it: no spaces, hyphens or `=` padding, upper case. */
export function normaliseSecret(text: string): string {
  return text
    .replace(/[\s-]+/g, '')
    .replace(/=+$/, '')
    .toUpperCase();
}

/** The key bytes of a Base32 secret. */
export function parseSecret(text: string): Result<Uint8Array, Message> {
  const secret = normaliseSecret(text);
  if (secret === '') return err(missingSecretError);
  if (!/^[A-Z2-7]+$/.test(secret)) return err(invalidSecretError);
  return ok(base32ToBytes(secret));
}

export function parsePeriod(text: string): Result<number, Message> {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return err(invalidPeriodError);
  const period = Number(trimmed);
  return period >= periodRange.min && period <= periodRange.max ? ok(period) : err(invalidPeriodError);
}

export interface OtpOptions {
  algorithm: OtpAlgorithm;
  digits: number;
}

/** RFC 4226 HOTP: HMAC of the 8-byte big-endian counter, dynamic truncation, the last digits. */
export function hotp(key: Uint8Array, counter: number, { algorithm, digits }: OtpOptions): string {
  const message = new Uint8Array(8);
  const view = new DataView(message.buffer);
  view.setUint32(0, Math.floor(counter / 2 ** 32));
  view.setUint32(4, counter >>> 0);
  const mac = hmac(hashFunctions[algorithm], key, message);
  const offset = mac[mac.length - 1] & 0x0f;
  const truncated = ((mac[offset] & 0x7f) << 24) | (mac[offset + 1] << 16) | (mac[offset + 2] << 8) | mac[offset + 3];
  return String(truncated % 10 ** digits).padStart(digits, '0');
}

/** The TOTP counter (RFC 6238): whole periods since 1970. */
export function counterAt(nowMs: number, period: number): number {
  return Math.floor(nowMs / 1000 / period);
}

export interface OtpCodes {
  /** Undefined before the first counter. */
  previous?: string;
  current: string;
  next: string;
}

/** The codes of the counters around `counter`: one step back, this one, one step ahead. */
export function codesAround(key: Uint8Array, counter: number, options: OtpOptions): OtpCodes {
  return {
    previous: counter > 0 ? hotp(key, counter - 1, options) : undefined,
    current: hotp(key, counter, options),
    next: hotp(key, counter + 1, options),
  };
}

/** Whole seconds until the period rolls over: a full period exactly at its start. */
export function secondsLeft(nowMs: number, period: number): number {
  return Math.floor(period - ((nowMs / 1000) % period));
}

/** The seconds left, as the countdown shows them: two digits. */
export const paddedSeconds = (seconds: number) => String(seconds).padStart(2, '0');

/** The counter in lowercase hex, 16 digits: the 8 bytes the HMAC is computed over. */
export const paddedHex = (counter: number) => counter.toString(16).padStart(16, '0');

export type CodeCheck = 'current' | 'previous' | 'next' | 'invalid';

/** What checking a code found, as a note: valid in which period, or a warning that it is not. */
export function codeCheckNote(check: CodeCheck): Note {
  return check === 'invalid' ? { ...message('check.invalid'), warning: true } : message(`check.${check}`);
}

/**
 * Whether `code` is the code of this counter or one step either side; undefined until it is 6 to
 * 8 digits (white space ignored).
 */
export function checkCode(code: string, codes: OtpCodes): CodeCheck | undefined {
  const digits = code.replace(/\s+/g, '');
  if (!/^\d{6,8}$/.test(digits)) return undefined;
  if (digits === codes.current) return 'current';
  if (digits === codes.previous) return 'previous';
  if (digits === codes.next) return 'next';
  return 'invalid';
}

export interface KeyUriParts {
  mode: OtpMode;
  issuer: string;
  account: string;
  secret: string;
  algorithm: OtpAlgorithm;
  digits: OtpDigits;
  period: number;
  counter: number;
}

/** The `otpauth://` URI authenticator apps read (Google's Key Uri Format). */
export function keyUri({ mode, issuer, account, secret, algorithm, digits, period, counter }: KeyUriParts): string {
  const encode = (text: string) => encodeURIComponent(toWellFormed(text));
  const label = `${encode(issuer)}:${encode(account)}`;
  const base = `otpauth://${mode}/${label}?issuer=${encode(issuer)}&secret=${normaliseSecret(secret)}`;
  const last = mode === 'totp' ? `period=${period}` : `counter=${counter}`;
  return `${base}&algorithm=${algorithm}&digits=${digits}&${last}`;
}

export const notKeyUriError: Message = message('errors.notKeyUri');
export const keyUriWithoutSecretError: Message = message('errors.keyUriWithoutSecret');
export const keyUriOptionError = (name: 'algorithm' | 'digits' | 'period' | 'counter'): Message =>
  message(`errors.keyUriOption.${name}`);

function decodeLabel(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The settings in a key URI; what it leaves out takes the usual defaults (SHA1, 6 digits, 30 s,
 * counter 0), as authenticator apps do.
 */
export function parseKeyUri(text: string): Result<KeyUriParts, Message> {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return err(notKeyUriError);
  }
  const mode = url.host.toLowerCase();
  if (url.protocol !== 'otpauth:' || (mode !== 'totp' && mode !== 'hotp')) return err(notKeyUriError);
  const parameters = url.searchParams;
  const secret = normaliseSecret(parameters.get('secret') ?? '');
  if (secret === '') return err(keyUriWithoutSecretError);
  if (!parseSecret(secret).ok) return err(invalidSecretError);

  const algorithm = (parameters.get('algorithm') ?? 'SHA1').toUpperCase();
  if (!(otpAlgorithms as readonly string[]).includes(algorithm)) return err(keyUriOptionError('algorithm'));
  const digits = parameters.get('digits') ?? '6';
  if (!(otpDigitChoices as readonly string[]).includes(digits)) return err(keyUriOptionError('digits'));
  const period = parsePeriod(parameters.get('period') ?? String(defaultPeriod));
  if (!period.ok) return err(keyUriOptionError('period'));
  const counterText = parameters.get('counter') ?? '0';
  const counter = Number(counterText);
  if (!/^\d{1,15}$/.test(counterText)) return err(keyUriOptionError('counter'));

  const label = decodeLabel(url.pathname.replace(/^\//, ''));
  const separator = label.indexOf(':');
  const account = (separator < 0 ? label : label.slice(separator + 1)).trim();
  const issuer = parameters.get('issuer') ?? (separator < 0 ? '' : label.slice(0, separator).trim());
  return ok({
    mode,
    issuer,
    account,
    secret,
    algorithm: algorithm as OtpAlgorithm,
    digits: digits as OtpDigits,
    period: period.value,
    counter,
  });
}
