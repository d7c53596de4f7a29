import { describe, expect, it } from 'vitest';
import {
  defaultUrl,
  invalidUrlMessage,
  parseUrl,
  tooLongUrlMessage,
  withQueryParams,
  type UrlParts,
} from './url-parser';

function partsOf(text: string): UrlParts {
  const parsed = parseUrl(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

describe('parseUrl', () => {
  it('splits the default URL (example 1)', () => {
    expect(partsOf(defaultUrl)).toEqual({
      protocol: 'https:',
      username: 'me',
      password: 'pwd',
      hostname: 'it-tools.tech',
      port: '3000',
      pathname: '/url-parser',
      search: '?key1=value&key2=value2',
      hash: '#the-hash',
      host: 'it-tools.tech:3000',
      origin: 'https://it-tools.tech:3000',
      decodedPath: undefined,
      params: [
        { key: 'key1', value: 'value' },
        { key: 'key2', value: 'value2' },
      ],
    });
  });

  it('leaves out the default port, decodes parameters and keeps repeated keys (example 2)', () => {
    const parts = partsOf('https://example.com:443/a%20b/c?q=hello+world&tag=x&tag=y#top');
    expect(parts).toMatchObject({
      port: '',
      host: 'example.com',
      pathname: '/a%20b/c',
      search: '?q=hello+world&tag=x&tag=y',
      hash: '#top',
      decodedPath: '/a b/c',
    });
    expect(parts.params).toEqual([
      { key: 'q', value: 'hello world' },
      { key: 'tag', value: 'x' },
      { key: 'tag', value: 'y' },
    ]);
  });

  it.each(['example.com/path', 'not a url', 'http://', 'https://exa mple.com', '\uD800'])(
    '%s is "Invalid URL" (example 3)',
    (text) => {
      expect(parseUrl(text)).toEqual({ ok: false, error: invalidUrlMessage });
    },
  );

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
    const tooLong = tooLongUrlMessage;
    expect(withQueryParams('https://example.com/', [{ key: 'a', value: 'x'.repeat(100_000) }])).toEqual({
      ok: false,
      error: tooLong,
    });
    // Within the raw length, but not once encoded.
    expect(withQueryParams('https://example.com/', [{ key: 'a', value: 'é'.repeat(30_000) }])).toEqual({
      ok: false,
      error: tooLong,
    });
    expect(withQueryParams('https://example.com/', [{ key: 'a', value: 'x'.repeat(90_000) }]).ok).toBe(true);
  });

  it('fails on an invalid URL', () => {
    expect(withQueryParams('example.com', [])).toEqual({ ok: false, error: invalidUrlMessage });
  });
});
