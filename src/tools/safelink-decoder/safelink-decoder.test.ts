import { describe, expect, it } from 'vitest';
import { inEnglish, errorInEnglish } from '../../test/words';
import words from './locales/en.json';
import { safelinkDecodeText } from './operations';
import { decodeLinksInText, decodeSafelink, isWebAddress } from './safelink-decoder';

const invalidUrlError = 'Invalid URL';
const notSafelinkError = 'Not an Outlook SafeLinks URL';

/** The error as the page words it, or the result when there is none. */
const shown = (input: string) => errorInEnglish(decodeSafelink(input), words);

const docsLink =
  'https://eur03.safelinks.protection.outlook.com/?url=https%3A%2F%2Fdocs.example.com%2Fguide%3Fv%3D2%26lang%3Den&data=05%7C02%7Cme%40example.com%7Cabcdef%7C0%7C0%7C638000000000000000%7CUnknown&sdata=Zm9vYmFy%3D&reserved=0';
const docsTarget = 'https://docs.example.com/guide?v=2&lang=en';
const intranetLink =
  'https://nam12.safelinks.protection.outlook.com/?url=http%3A%2F%2Fintranet.local%3A8080%2Fpath%20with%20space&data=x&reserved=0';

describe('decodeSafelink', () => {
  it.each(['', '   ', '\n\t'])('gives nothing and no error for blank input %j', (input) => {
    expect(decodeSafelink(input)).toEqual({ ok: true, value: '' });
  });

  it('trims the input and reads links whose & were escaped as &amp; in HTML', () => {
    expect(decodeSafelink(`  ${docsLink.replaceAll('&', '&amp;')}\n`)).toEqual({ ok: true, value: docsTarget });
  });

  it.each(['not a url', 'safelinks.protection.outlook.com/?url=x', 'https://', '\uD800', '<script>alert(1)</script>'])(
    'says "Invalid URL" for %j',
    (input) => {
      expect(shown(input)).toBe(invalidUrlError);
    },
  );

  it.each([
    'https://safelinks.protection.outlook.com/?url=https%3A%2F%2Fa.example',
    'https://eur01.safelinks.protection.outlook.com/?url=https%3A%2F%2Fa.example',
    'https://gcc02.safelinks.protection.office365.us/?url=https%3A%2F%2Fa.example',
    'HTTPS://EUR01.SAFELINKS.PROTECTION.OUTLOOK.COM/?url=https%3A%2F%2Fa.example',
  ])('accepts the SafeLinks host of %s', (input) => {
    expect(decodeSafelink(input)).toEqual({ ok: true, value: 'https://a.example' });
  });

  it.each([
    // The reference accepted these: the SafeLinks name appears, but not as the host.
    'https://evil.example/?x=.safelinks.protection.outlook.com&url=https%3A%2F%2Fa.example',
    'https://safelinks.protection.outlook.com.evil.example/?url=https%3A%2F%2Fa.example',
    'https://notsafelinks.protection.outlook.com/?url=https%3A%2F%2Fa.example',
    'javascript:alert(1)',
  ])('refuses a link on another host: %s', (input) => {
    expect(shown(input)).toBe(notSafelinkError);
  });

  it('says so when the url parameter is missing', () => {
    expect(shown('https://eur03.safelinks.protection.outlook.com/?data=x')).toBe('No url parameter found');
  });

  it('gives the target as written, even a javascript: one (the page offers no link to it)', () => {
    const result = decodeSafelink('https://eur03.safelinks.protection.outlook.com/?url=javascript%3Aalert(1)');
    expect(result).toEqual({ ok: true, value: 'javascript:alert(1)' });
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
  });

  it('takes a 200,000-character link in its stride', () => {
    const long = `https://eur03.safelinks.protection.outlook.com/?url=${'a'.repeat(200_000)}`;
    expect(decodeSafelink(long)).toEqual({ ok: true, value: 'a'.repeat(200_000) });
  });
});

describe('other link wrappers', () => {
  it.each([
    [
      'Proofpoint v2',
      'https://urldefense.proofpoint.com/v2/url?u=https-3A__www.example.com_path-3Fa-3D1-26b-3D2&d=DwMFaQ&c=abc&r=def&m=ghi&s=jkl&e=',
      'https://www.example.com/path?a=1&b=2',
    ],
    [
      'Proofpoint v1',
      'https://urldefense.proofpoint.com/v1/url?u=https%3A%2F%2Fwww.example.com%2Fpath&k=abc&r=def',
      'https://www.example.com/path',
    ],
    [
      'Proofpoint v3, no character taken out',
      'https://urldefense.com/v3/__https://www.example.com/path?a=1__;!!Org!Sig$',
      'https://www.example.com/path?a=1',
    ],
    [
      'Proofpoint v3, one "#" taken out',
      'https://urldefense.com/v3/__https://www.example.com/page*section__;Iw!!Org!Sig$',
      'https://www.example.com/page#section',
    ],
    [
      'Proofpoint v3, a run of two "$"',
      'https://urldefense.com/v3/__https://www.example.com/a**Ab__;JCQ!!Org!Sig$',
      'https://www.example.com/a$$b',
    ],
    [
      'Google redirect',
      'https://www.google.com/url?q=https://example.org/page&sa=D&source=editors',
      'https://example.org/page',
    ],
    [
      'Google redirect, url parameter',
      'https://www.google.co.uk/url?url=https%3A%2F%2Fexample.org%2F',
      'https://example.org/',
    ],
  ])('unwraps a %s link', (_name, input, expected) => {
    expect(decodeSafelink(input)).toEqual({ ok: true, value: expected });
  });

  it('says "Invalid URL" for a Proofpoint v3 link missing the characters it took out', () => {
    expect(shown('https://urldefense.com/v3/__https://a.example/x*y__;!!Org!Sig$')).toBe(invalidUrlError);
  });

  it('unwraps a SafeLinks link around a Proofpoint link', () => {
    const proofpoint = 'https://urldefense.com/v3/__https://www.example.com/page*section__;Iw!!Org!Sig$';
    const outer = `https://eur03.safelinks.protection.outlook.com/?url=${encodeURIComponent(proofpoint)}&reserved=0`;
    expect(decodeSafelink(outer)).toEqual({ ok: true, value: 'https://www.example.com/page#section' });
  });
});

describe('decodeLinksInText', () => {
  it('replaces every wrapped link of an e-mail body and counts them', () => {
    const body = [
      'Hello,',
      `See the guide: ${docsLink}.`,
      `Intranet <${intranetLink}>`,
      'Google: https://www.google.com/url?q=https://example.org/ and a plain https://example.net/x link.',
    ].join('\n');
    expect(decodeLinksInText(body)).toEqual({
      text: [
        'Hello,',
        `See the guide: ${docsTarget}.`,
        'Intranet <http://intranet.local:8080/path with space>',
        'Google: https://example.org/ and a plain https://example.net/x link.',
      ].join('\n'),
      count: 3,
    });
  });

  it('keeps links of HTML source escaped as they were', () => {
    const html = `<a href="${docsLink.replaceAll('&', '&amp;')}">guide</a>`;
    expect(decodeLinksInText(html)).toEqual({
      text: `<a href="${docsTarget.replaceAll('&', '&amp;')}">guide</a>`,
      count: 1,
    });
  });

  it('leaves a text without wrapped links alone', () => {
    expect(decodeLinksInText('no links, https://example.com/ and https://google.com')).toEqual({
      text: 'no links, https://example.com/ and https://google.com',
      count: 0,
    });
  });

  it('stays fast on hostile text', () => {
    const start = performance.now();
    decodeLinksInText(`https://a.example/${'.'.repeat(100_000)}x`);
    decodeLinksInText(`https://urldefense.com${'/v3/__'.repeat(30_000)}`);
    decodeLinksInText(`${docsLink} `.repeat(5_000));
    expect(performance.now() - start).toBeLessThan(1_000);
  });

  it('writes the count', () => {
    const noteOf = (text: string) => {
      const notes = safelinkDecodeText.run(text).notes ?? [];
      return notes.map((note) => inEnglish(note, words));
    };
    expect(noteOf(docsLink)).toEqual(['1 link decoded']);
    expect(noteOf(`${docsLink} ${intranetLink} ${docsLink}`)).toEqual(['3 links decoded']);
    expect(noteOf('no link')).toEqual(['0 links decoded']);
    expect(noteOf('  ')).toEqual([]);
  });
});
