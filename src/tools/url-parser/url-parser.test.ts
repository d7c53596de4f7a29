import { describe, expect, it } from 'vitest';
import { runOperation } from '../../lib/operation/run';
import { errorInEnglish } from '../../test/words';
import words from './locales/en.json';
import { urlParse } from './operations';
import { defaultUrl, parseUrl, withQueryParams, type UrlParts } from './url-parser';

const invalidUrl = 'Invalid URL';
const tooLong = 'Too long: the URL would pass 100,000 characters';

function partsOf(text: string): UrlParts {
  const parsed = parseUrl(text);
  if (!parsed.ok) throw new Error(parsed.error.code);
  return parsed.value;
}

describe('parseUrl', () => {
  it.each(['not a url', 'http://', 'https://exa mple.com', '\uD800'])('%s is "Invalid URL"', (text) => {
    expect(errorInEnglish(parseUrl(text), words)).toBe(invalidUrl);
  });

  it('gives blank parts and no error for blank input', async () => {
    expect(await runOperation(urlParse, '  ')).toEqual({
      ok: true,
      value: expect.objectContaining({ origin: '', params: [] }),
    });
  });

  it('ignores leading and trailing whitespace', () => {
    expect(partsOf('  \thttps://example.com/x \n').pathname).toBe('/x');
  });

  it('reads non-special schemes: mailto has a path, a parameter and the null origin', () => {
    const parts = partsOf('mailto:john@example.com?subject=Hi');
    expect(parts).toMatchObject({ protocol: 'mailto:', pathname: 'john@example.com', origin: 'null', host: '' });
    expect(parts.params).toEqual([{ key: 'subject', value: 'Hi' }]);
    expect(partsOf('  mailto:john@example.com?subject=Hi ')).toEqual(parts);
  });

  it('gives file URLs the null origin', () => {
    expect(partsOf('file:///etc/hosts')).toMatchObject({ origin: 'null', pathname: '/etc/hosts' });
  });

  it('drops the default port of other schemes too', () => {
    expect(partsOf('ftp://files.example.org:21/pub?x=1')).toMatchObject({
      protocol: 'ftp:',
      port: '',
      host: 'files.example.org',
      pathname: '/pub',
      params: [{ key: 'x', value: '1' }],
    });
    expect(partsOf('http://example.org:80/').host).toBe('example.org');
    expect(partsOf('http://example.org:8080/').host).toBe('example.org:8080');
  });

  it('writes IDN hosts in punycode and keeps the brackets of IPv6 hosts', () => {
    expect(partsOf('https://bücher.example/').hostname).toBe('xn--bcher-kva.example');
    expect(partsOf('http://[::1]:8080/').hostname).toBe('[::1]');
  });

  it('keeps the username percent-encoded, as the URL API gives it', () => {
    expect(partsOf('https://j%40ne:p%3Ass@example.com/')).toMatchObject({ username: 'j%40ne', password: 'p%3Ass' });
  });

  it('has no decoded path when decoding changes nothing or cannot be done', () => {
    expect(partsOf('https://example.com/plain').decodedPath).toBeUndefined();
    expect(partsOf('https://example.com/%E0%A4%A').decodedPath).toBeUndefined();
  });

  it('reads a URL without a query as having no parameters', () => {
    expect(partsOf('https://example.com/').params).toEqual([]);
  });

  it('parses a parameter-heavy URL without trouble', () => {
    const query = Array.from({ length: 5000 }, (_, index) => `k${index}=${index}`).join('&');
    expect(partsOf(`https://example.com/?${query}`).params).toHaveLength(5000);
  });
});

describe('withQueryParams', () => {
  it('rebuilds the query from edited pairs, keeping the rest of the URL', () => {
    expect(
      withQueryParams(defaultUrl, [
        { key: 'key1', value: 'new value' },
        { key: 'key2', value: 'a&b=c' },
      ]),
    ).toEqual({
      ok: true,
      value: 'https://me:pwd@it-tools.tech:3000/url-parser?key1=new+value&key2=a%26b%3Dc#the-hash',
    });
  });

  it('adds an empty pair, and removes the query with the last pair', () => {
    expect(
      withQueryParams('https://example.com/?a=1', [
        { key: 'a', value: '1' },
        { key: '', value: '' },
      ]),
    ).toEqual({
      ok: true,
      value: 'https://example.com/?a=1&=',
    });
    expect(withQueryParams('https://example.com/?a=1#h', [])).toEqual({ ok: true, value: 'https://example.com/#h' });
  });

  it('gives back what it was given once parsed again', () => {
    const params = [
      { key: 'q', value: 'hello world + 100%' },
      { key: 'tag', value: 'x' },
      { key: 'tag', value: 'é/?' },
    ];
    const rebuilt = withQueryParams('https://example.com/', params);
    expect(rebuilt.ok && partsOf(rebuilt.value).params).toEqual(params);
  });

  it('refuses to make a URL over 100,000 characters', () => {
    expect(
      errorInEnglish(withQueryParams('https://example.com/', [{ key: 'a', value: 'x'.repeat(100_000) }]), words),
    ).toBe(tooLong);
    // Within the raw length, but not once encoded.
    expect(
      errorInEnglish(withQueryParams('https://example.com/', [{ key: 'a', value: 'é'.repeat(30_000) }]), words),
    ).toBe(tooLong);
    expect(withQueryParams('https://example.com/', [{ key: 'a', value: 'x'.repeat(90_000) }]).ok).toBe(true);
  });

  it('fails on an invalid URL', () => {
    expect(errorInEnglish(withQueryParams('example.com', []), words)).toBe(invalidUrl);
  });
});
