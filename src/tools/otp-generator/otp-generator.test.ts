import { describe, expect, it } from 'vitest';
import { toolWords } from '../../i18n/tool-words';
import { base32Alphabet } from '../../lib/base32';
import { bytesToHex } from '../../lib/bytes';
import {
  checkCode,
  checkLabel,
  codeCheckNote,
  codesAround,
  counterAt,
  generateSecret,
  hotp,
  invalidPeriodError,
  invalidSecretError,
  keyUri,
  keyUriOptionError,
  keyUriWithoutSecretError,
  missingSecretError,
  paddedSeconds,
  notKeyUriError,
  parseKeyUri,
  parsePeriod,
  parseSecret,
  secondsLeft,
  type KeyUriParts,
  type OtpAlgorithm,
} from './otp-generator';
import { errorInEnglish, inEnglish, inLanguage } from '../../test/words';
import de from './locales/de.json';
import words from './locales/en.json';
import fr from './locales/fr.json';

/** The countdown's text, as the page words it. */
const nextInText = (seconds: number) => toolWords(words).t('codes.nextIn', { seconds: paddedSeconds(seconds) });

function key(secret: string): Uint8Array {
  const result = parseSecret(secret);
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

const sha1Six = { algorithm: 'SHA1', digits: 6 } as const;

describe("the spec's instants (their codes are the operation's examples, by counter)", () => {
  it('2016-06-07T18:38:27Z falls in counter 48844156, 3 s before the next', () => {
    const now = 1465324707000;
    const counter = counterAt(now, 30);
    expect(Math.floor(now / 1000)).toBe(1465324707);
    expect(counter).toBe(48844156);
    expect(nextInText(secondsLeft(now, 30))).toBe('Next in 03s');
  });

  it('2021-01-01T05:00:00Z starts counter 53649240, a full period ahead', () => {
    const now = 1609477200000;
    expect(counterAt(now, 30)).toBe(53649240);
    expect(nextInText(secondsLeft(now, 30))).toBe('Next in 30s');
  });

  it('59 s falls in counter 1, where the RFC 6238 key gives 94287082 in 8 digits', () => {
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(hotp(key(secret), counterAt(59_000, 30), { algorithm: 'SHA1', digits: 8 })).toBe('94287082');
  });

  it('says why JBSWY3DPEHPK3PX1 is refused', () => {
    expect(errorInEnglish(parseSecret('JBSWY3DPEHPK3PX1'), words)).toBe(
      'The secret must be a Base32 string (letters A–Z and digits 2–7)',
    );
  });

  it('writes the default-option key URI', () => {
    expect(
      keyUri({
        mode: 'totp',
        issuer: 'IT-Tools',
        account: 'demo-user',
        secret: 'JBSWY3DPEHPK3PXP',
        algorithm: 'SHA1',
        digits: '6',
        period: 30,
        counter: 0,
      }),
    ).toBe(
      'otpauth://totp/IT-Tools:demo-user?issuer=IT-Tools&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
    );
  });
});

describe('RFC 6238 appendix B vectors', () => {
  const seeds: Record<OtpAlgorithm, Uint8Array> = {
    SHA1: new TextEncoder().encode('12345678901234567890'),
    SHA256: new TextEncoder().encode('12345678901234567890123456789012'),
    SHA512: new TextEncoder().encode('1234567890123456789012345678901234567890123456789012345678901234'),
  };
  it.each([
    [59, 'SHA1', '94287082'],
    [59, 'SHA256', '46119246'],
    [59, 'SHA512', '90693936'],
    [1111111109, 'SHA1', '07081804'],
    [1111111109, 'SHA256', '68084774'],
    [1234567890, 'SHA512', '93441116'],
    [2000000000, 'SHA1', '69279037'],
    [20000000000, 'SHA256', '77737706'],
    [20000000000, 'SHA512', '47863826'],
  ] as const)('at %i s with %s: %s', (seconds, algorithm, code) => {
    expect(hotp(seeds[algorithm], counterAt(seconds * 1000, 30), { algorithm, digits: 8 })).toBe(code);
  });
});

describe('RFC 4226 appendix D vectors (HOTP)', () => {
  const secret = new TextEncoder().encode('12345678901234567890');
  it.each([
    [0, '755224'],
    [1, '287082'],
    [5, '254676'],
    [9, '520489'],
  ])('counter %i: %s', (counter, code) => {
    expect(hotp(secret, counter, sha1Six)).toBe(code);
  });

  it('has no previous code before counter 0', () => {
    expect(codesAround(secret, 0, sha1Six)).toEqual({ previous: undefined, current: '755224', next: '287082' });
  });
});

describe('secrets', () => {
  it.each([
    ['jbsw y3dp-ehpk 3pxp', '48656c6c6f21deadbeef'],
    ['JBSWY3DPEHPK3PXP====', '48656c6c6f21deadbeef'],
  ])('reads %j as authenticators do', (secret, hex) => {
    expect(bytesToHex(key(secret))).toBe(hex);
  });

  it.each(['', '  ', '- -', '===='])('asks for a secret when %j is given', (secret) => {
    expect(parseSecret(secret)).toEqual({ ok: false, error: missingSecretError });
  });

  it.each(['JBSW1', 'ÄBC', '<script>', '\uD800', 'AB=CD'])('refuses %j', (secret) => {
    expect(parseSecret(secret)).toEqual({ ok: false, error: invalidSecretError });
  });

  it('generates 16 random Base32 characters', () => {
    const secret = generateSecret();
    expect(secret).toMatch(new RegExp(`^[${base32Alphabet}]{16}$`));
    expect(generateSecret()).not.toBe(secret);
  });
});

describe('period', () => {
  it.each(['1', '30', '300', ' 60 '])('takes %j', (text) => {
    expect(parsePeriod(text)).toEqual({ ok: true, value: Number(text) });
  });

  it.each(['0', '301', '', '1.5', '-5', 'abc', '1e3', '9'.repeat(400)])('refuses %j', (text) => {
    expect(parsePeriod(text)).toEqual({ ok: false, error: invalidPeriodError });
  });

  it('counts down within the period from fractional seconds', () => {
    expect(secondsLeft(1465324707999, 30)).toBe(2);
    expect(secondsLeft(1465324710000, 30)).toBe(30);
    expect(nextInText(9)).toBe('Next in 09s');
  });
});

describe('checkCode', () => {
  const codes = { previous: '550284', current: '341128', next: '370323' };
  it.each([
    ['341128', 'current'],
    ['550 284', 'previous'],
    ['370323', 'next'],
    ['123456', 'invalid'],
    ['12345678', 'invalid'],
  ] as const)('%s is %s', (code, check) => {
    expect(checkCode(code, codes)).toBe(check);
  });

  it.each(['', '12345', '123456789', 'abcdef'])('says nothing of %j', (code) => {
    expect(checkCode(code, codes)).toBeUndefined();
  });

  it('has the spec sentences', () => {
    expect(
      (['current', 'previous', 'next', 'invalid'] as const).map((check) => inEnglish(codeCheckNote(check), words)),
    ).toEqual(['Valid — current period', 'Valid — previous period', 'Valid — next period', 'Invalid code']);
  });
});

describe('issuer and account', () => {
  it('takes up to 1,000 characters', () => {
    expect(checkLabel('issuer', 'x'.repeat(1000))).toEqual({ ok: true, value: 'x'.repeat(1000) });
    expect(errorInEnglish(checkLabel('issuer', 'x'.repeat(1001)), words)).toBe(
      'Keep the issuer to 1,000 characters or fewer',
    );
    expect(errorInEnglish(checkLabel('account', 'x'.repeat(5_000_000)), words)).toBe(
      'Keep the account to 1,000 characters or fewer',
    );
    const tooLong = checkLabel('issuer', 'x'.repeat(1001));
    expect(tooLong.ok || inLanguage('de', tooLong.error, words, de)).toBe(
      'Der Aussteller darf höchstens 1.000 Zeichen lang sein',
    );
    expect(tooLong.ok || inLanguage('fr', tooLong.error, words, fr)).toBe(
      'Limitez l’émetteur à 1\u202f000\u00a0caractères',
    );
  });
});

describe('key URIs', () => {
  const parts: KeyUriParts = {
    mode: 'totp',
    issuer: 'ACME Co & Sons',
    account: 'jane@example.com',
    secret: 'JBSWY3DPEHPK3PXP',
    algorithm: 'SHA256',
    digits: '8',
    period: 60,
    counter: 0,
  };

  it('encodes issuer and account, and reads back what it wrote', () => {
    const uri = keyUri(parts);
    expect(uri).toBe(
      'otpauth://totp/ACME%20Co%20%26%20Sons:jane%40example.com?issuer=ACME%20Co%20%26%20Sons&secret=JBSWY3DPEHPK3PXP&algorithm=SHA256&digits=8&period=60',
    );
    expect(parseKeyUri(uri)).toEqual({ ok: true, value: parts });
  });

  it('writes an unpaired surrogate in the issuer or account as U+FFFD rather than throwing', () => {
    expect(keyUri({ ...parts, issuer: 'a\uD800', account: '\uDFFF' })).toMatch(
      /^otpauth:\/\/totp\/a%EF%BF%BD:%EF%BF%BD\?issuer=a%EF%BF%BD&/,
    );
  });

  it('writes and reads a HOTP URI with its counter', () => {
    const hotpParts = { ...parts, mode: 'hotp' as const, period: 30, counter: 42 };
    expect(keyUri(hotpParts)).toMatch(/^otpauth:\/\/hotp\/.*&counter=42$/);
    expect(parseKeyUri(keyUri(hotpParts))).toEqual({ ok: true, value: hotpParts });
  });

  it('takes the defaults for what a URI leaves out, and the issuer from the label', () => {
    expect(parseKeyUri('otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP')).toEqual({
      ok: true,
      value: {
        mode: 'totp',
        issuer: 'Example',
        account: 'alice@google.com',
        secret: 'JBSWY3DPEHPK3PXP',
        algorithm: 'SHA1',
        digits: '6',
        period: 30,
        counter: 0,
      },
    });
  });

  it.each([
    ['https://example.com', notKeyUriError],
    ['otpauth://steam/x?secret=JBSWY3DPEHPK3PXP', notKeyUriError],
    ['not a uri', notKeyUriError],
    ['otpauth://totp/x?issuer=y', keyUriWithoutSecretError],
    ['otpauth://totp/x?secret=JBSW1', invalidSecretError],
    ['otpauth://totp/x?secret=JBSWY3DPEHPK3PXP&algorithm=MD5', keyUriOptionError('algorithm')],
    ['otpauth://totp/x?secret=JBSWY3DPEHPK3PXP&digits=10', keyUriOptionError('digits')],
    ['otpauth://totp/x?secret=JBSWY3DPEHPK3PXP&period=0', keyUriOptionError('period')],
    ['otpauth://hotp/x?secret=JBSWY3DPEHPK3PXP&counter=-1', keyUriOptionError('counter')],
  ])('refuses %s', (uri, error) => {
    expect(parseKeyUri(uri)).toEqual({ ok: false, error });
  });

  it('says why in words', () => {
    expect(inEnglish(keyUriOptionError('digits'), words)).toBe('This key URI has an unsupported number of digits');
    expect(inEnglish(notKeyUriError, words)).toBe('Not an otpauth:// key URI (otpauth://totp/… or otpauth://hotp/…)');
    expect(inEnglish(keyUriWithoutSecretError, words)).toBe('This key URI has no secret');
    expect(inEnglish(missingSecretError, words)).toBe('Please set a secret');
    expect(inEnglish(invalidPeriodError, words)).toBe('Period must be a whole number between 1 and 300');
  });
});
