// Identifiers: UUIDs, ULIDs, Snowflake IDs, IBANs, phone numbers.
import { detected, type Detector } from './detection';

const uuidShape = /^[\da-f]{8}-[\da-f]{4}-([\da-f])[\da-f]{3}-([\da-f])[\da-f]{3}-[\da-f]{12}$/i;

/** A UUID (also in braces or as `urn:uuid:`), named by its version when it has the RFC 9562 variant. */
export const detectUuid: Detector = (text) => {
  if (text.length > 50) return undefined;
  const bare = text.replace(/^urn:uuid:/i, '').replace(/^\{(.*)\}$/, '$1');
  const parts = uuidShape.exec(bare);
  if (!parts) return undefined;
  if (/^[0-]+$/.test(bare)) return detected('uuid', 0.95, 'nilUuid');
  if (/^[f-]+$/i.test(bare)) return detected('uuid', 0.95, 'maxUuid');
  const version = Number.parseInt(parts[1], 16);
  const rfcVariant = /[89ab]/i.test(parts[2]);
  if (rfcVariant && version >= 1 && version <= 8) return detected('uuid', 0.98, 'uuidVersion', { version });
  return detected('uuid', 0.85, 'uuid');
};

// Crockford's Base32 without I, L, O, U; the first character at most 7 (48 bits of time).
const ulidShape = /^[0-7][\dA-HJKMNP-TV-Z]{25}$/i;

/** A ULID: 26 characters of Crockford's Base32, digits and letters mixed. */
export const detectUlid: Detector = (text) => {
  if (text.length !== 26 || !ulidShape.test(text)) return undefined;
  const oneCase = text === text.toUpperCase() || text === text.toLowerCase();
  return detected('ulid', oneCase && /[a-z]/i.test(text) ? 0.9 : 0.5, 'ulid');
};

// The epochs of the common Snowflake schemes: Twitter (X) and Discord.
const snowflakeEpochs = [1288834974657n, 1420070400000n];
const plausibleFrom = BigInt(Date.UTC(2015, 0, 1));
const plausibleUntil = BigInt(Date.UTC(2100, 0, 1));

/**
 * A Snowflake ID (Twitter/X, Discord, and the many alike): 17–20 digits whose top 42 bits, counted
 * from one of the known epochs, give a date after 2015.
 */
export const detectSnowflake: Detector = (text) => {
  if (!/^\d{17,20}$/.test(text)) return undefined;
  const id = BigInt(text);
  if (id >= 1n << 64n) return undefined;
  const sinceEpoch = id >> 22n;
  const plausible = snowflakeEpochs.some((epoch) => {
    const time = sinceEpoch + epoch;
    return time >= plausibleFrom && time < plausibleUntil;
  });
  return plausible ? detected('snowflake-id', 0.8, 'snowflake') : undefined;
};

/** The ISO 7064 MOD 97-10 remainder of an IBAN rearranged (country and check digits at the end). */
function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = Number.parseInt(char, 36);
    remainder = value < 10 ? (remainder * 10 + value) % 97 : (remainder * 100 + value) % 97;
  }
  return remainder;
}

/** An IBAN whose check digits are right, written compact or in groups of four. */
export const detectIban: Detector = (text) => {
  if (text.length > 50) return undefined;
  // Groups of four apart, the last maybe shorter: each group starts after a space, so no guessing.
  if (text.includes(' ') && !/^[a-z\d]{4}(?: [a-z\d]{4})*(?: [a-z\d]{1,4})?$/i.test(text)) return undefined;
  const iban = text.replace(/ /g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z\d]{11,30}$/.test(iban)) return undefined;
  return ibanRemainder(iban) === 1 ? detected('iban', 0.98, 'iban') : undefined;
};

/**
 * A phone number: in E.164 form (`+` and the country code) sure; written the national way with
 * separators only plausible, since many numbers look alike.
 */
export const detectPhone: Detector = (text) => {
  if (text.length > 30 || !/^\+?[\d\s().-]+$/.test(text)) return undefined;
  const digits = text.replace(/[\s().-]/g, '');
  if (/^\+[1-9]\d{6,14}$/.test(digits)) return detected('phone', 0.85, 'phone');
  if (/^00[1-9]\d{6,13}$/.test(digits) && digits !== text) return detected('phone', 0.5, 'phone');
  if (/^\d{7,12}$/.test(digits) && /^\(?\d{2,5}\)?[\s.-]\d/.test(text)) return detected('phone', 0.35, 'phone');
  return undefined;
};
