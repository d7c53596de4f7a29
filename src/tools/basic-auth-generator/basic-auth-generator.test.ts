import { describe, expect, it } from 'vitest';
import {
  authorizationHeader,
  basicAuthCredentials,
  curlCommand,
  decodeBasicAuth,
  noColonMessage,
  notBasicAuthMessage,
} from './basic-auth-generator';

describe('basicAuthCredentials', () => {
  it.each([
    ['', '', 'Og=='],
    ['Aladdin', 'open sesame', 'QWxhZGRpbjpvcGVuIHNlc2FtZQ=='],
    ['test', '123£', 'dGVzdDoxMjPCow=='],
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
    ['Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==', 'Aladdin', 'open sesame'],
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

  it('round-trips', () => {
    const credentials = basicAuthCredentials('ü:ser', 'pässwörd 🔑');
    expect(decodeBasicAuth(authorizationHeader(credentials))).toEqual({
      ok: true,
      value: { username: 'ü', password: 'ser:pässwörd 🔑' },
    });
  });
});
