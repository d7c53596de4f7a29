import { describe, expect, it } from 'vitest';
import {
  authorizationHeader,
  basicAuthCredentials,
  colonInUsernameWarning,
  curlCommand,
  decodeBasicAuth,
  noColonMessage,
  notBasicAuthMessage,
} from './basic-auth-generator';
import { inEnglish } from '../../test/words';
import words from './locales/en.json';

describe('basicAuthCredentials', () => {
  it.each([
    ['user', 'pa:ss', 'dXNlcjpwYTpzcw=='],
    ['😀', 'é', '8J+YgDrDqQ=='],
  ])('encodes %j and %j as %j', (username, password, credentials) => {
    expect(basicAuthCredentials(username, password)).toBe(credentials);
  });

  it('does not throw on an unpaired surrogate (encoded as U+FFFD)', () => {
    expect(basicAuthCredentials('\uD800', '')).toBe('77+9Og==');
  });

  it('gives the header and the curl command', () => {
    expect(authorizationHeader('Og==')).toBe('Authorization: Basic Og==');
    expect(curlCommand('Og==')).toBe('curl -H "Authorization: Basic Og==" <url>');
  });
});

describe('decodeBasicAuth', () => {
  it.each([
    ['  authorization:basic   QWxhZGRpbjpvcGVuIHNlc2FtZQ==  ', 'Aladdin', 'open sesame'],
    ['Basic dGVzdDoxMjPCow==', 'test', '123£'],
    ['dXNlcjpwYTpzcw==', 'user', 'pa:ss'],
    ['Og==', '', ''],
    ['dGVzdDoxMjOj', 'test', '123£'],
    ['QWxh\nZGRpbjpvcGVuIHNlc2FtZQ', 'Aladdin', 'open sesame'],
  ])('reads %j as %j / %j', (input, username, password) => {
    expect(decodeBasicAuth(input)).toEqual({ ok: true, value: { username, password } });
  });

  it.each(['', 'Authorization: Basic', 'Bearer abc.def', 'not base64!', 'QWxh_ZGRp', 'A'])('refuses %j', (input) => {
    expect(decodeBasicAuth(input)).toEqual({ ok: false, error: notBasicAuthMessage });
  });

  it('refuses credentials without a colon', () => {
    expect(decodeBasicAuth('QWxhZGRpbg==')).toEqual({ ok: false, error: noColonMessage });
  });

  it('says why, in words', () => {
    expect(inEnglish(notBasicAuthMessage, words)).toBe('This is neither a Basic auth header nor Base64 credentials.');
    expect(inEnglish(noColonMessage, words)).toBe("These credentials have no ':' between a username and a password.");
  });

  it('round-trips', () => {
    const credentials = basicAuthCredentials('ü:ser', 'pässwörd 🔑');
    expect(decodeBasicAuth(authorizationHeader(credentials))).toEqual({
      ok: true,
      value: { username: 'ü', password: 'ser:pässwörd 🔑' },
    });
  });
});

describe('colonInUsernameWarning', () => {
  it('warns about a colon in the username only', () => {
    expect(colonInUsernameWarning('ab')).toBeUndefined();
    const warning = colonInUsernameWarning('a:b');
    expect(warning?.warning).toBe(true);
    expect(warning && inEnglish(warning, words)).toBe(
      "A username cannot contain ':' in Basic auth; the server will split it at the first colon.",
    );
  });
});
