import { describe, expect, it } from 'vitest';
import { toolWords } from '../../i18n/tool-words';
import { inEnglish } from '../../test/words';
import words from './locales/en.json';
import { typeFieldNames, commonFieldNames, typeGroups, pageTypes, type OgForm, type PageType } from './og-form';
import { escapeAttribute, ogMetaTags, pixelCountError, pixelCountMessage } from './og-meta-generator';

const emptyForm: OgForm = {
  pageType: 'website',
  cardType: 'summary_large_image',
  ...(Object.fromEntries([...commonFieldNames, ...typeFieldNames].map((name) => [name, ''])) as Record<
    (typeof commonFieldNames)[number] | (typeof typeFieldNames)[number],
    string
  >),
};
const form = (values: Partial<OgForm>): OgForm => ({ ...emptyForm, ...values });

// The spec's examples run as data (operations.ts, src/tools/operations.test.ts).
describe('ogMetaTags', () => {
  it('writes the common tags in the spec order', () => {
    const all = form({
      title: 't',
      description: 'd',
      url: 'u',
      siteName: 's',
      locale: 'en_US',
      imageUrl: 'i',
      imageAlt: 'a',
      imageWidth: '1',
      imageHeight: '2',
      twitterSite: '@site',
      twitterCreator: '@me',
      cardType: 'summary',
    });
    const keys = [...ogMetaTags(all).matchAll(/(?:property|name)="([^"]+)"/g)].map((match) => match[1]);
    expect(keys).toEqual([
      'og:type',
      'og:title',
      'og:description',
      'og:url',
      'og:site_name',
      'og:locale',
      'og:image',
      'og:image:alt',
      'og:image:width',
      'og:image:height',
      'twitter:card',
      'twitter:site',
      'twitter:creator',
      'twitter:title',
      'twitter:description',
      'twitter:image',
      'twitter:image:alt',
    ]);
  });

  it('trims values and leaves blank ones out', () => {
    const output = ogMetaTags(form({ title: '  Hello  ', description: '   ', siteName: '\t' }));
    expect(output).toContain('<meta property="og:title" content="Hello" />');
    expect(output).not.toContain('og:description');
    expect(output).not.toContain('og:site_name');
  });

  it('escapes quotes and markup, so no value can close its attribute', () => {
    const output = ogMetaTags(form({ title: '"><script>alert(1)</script>', imageUrl: 'javascript:alert(1)' }));
    expect(output).toContain('content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(output).not.toContain('<script>');
    expect(output).toContain('<meta property="og:image" content="javascript:alert(1)" />');
  });

  it('leaves out a width or height that is not a whole number of pixels', () => {
    const output = ogMetaTags(form({ imageWidth: '12.5', imageHeight: ' 630 ' }));
    expect(output).not.toContain('og:image:width');
    expect(output).toContain('<meta property="og:image:height" content="630" />');
  });

  it('writes a tag per list entry, in list order, and skips blank entries', () => {
    const output = ogMetaTags(form({ pageType: 'video.movie', videoActors: 'Ann\n\n  Bob  \nCid', videoTag: 'drama' }));
    expect(output.split('\n').filter((line) => line.includes('video:'))).toEqual([
      '<meta property="video:actor" content="Ann" />',
      '<meta property="video:actor" content="Bob" />',
      '<meta property="video:actor" content="Cid" />',
      '<meta property="video:tag" content="drama" />',
    ]);
  });

  it('writes only the chosen type group, in its own namespace', () => {
    const output = ogMetaTags(form({ pageType: 'video.movie', articleAuthor: 'Stale', videoDirectors: 'Dee' }));
    expect(output).not.toContain('article:');
    expect(output).toContain('<meta property="video:director" content="Dee" />');
    expect(output).not.toMatch(/og:(article|book|profile|music|video):/);
  });

  it('writes music:album:disc, not the reference typo music:album:disk', () => {
    const output = ogMetaTags(form({ pageType: 'music.song', musicAlbumDisc: '1', musicMusicians: 'A\nB' }));
    expect(output).toContain('<meta property="music:album:disc" content="1" />');
    expect(output).not.toContain('disk');
    expect(output.match(/music:musician/g)).toHaveLength(2);
  });

  it('writes content="…", never value="…"', () => {
    expect(ogMetaTags(form({ title: 'x' }))).not.toContain('value=');
  });

  it('adds the series to an episode', () => {
    expect(ogMetaTags(form({ pageType: 'video.episode', videoSeries: 'https://example.com/show' }))).toContain(
      '<meta property="video:series" content="https://example.com/show" />',
    );
  });

  it('survives hostile input', () => {
    for (const text of ['\uD800', '\u0000\u0007', 'שלום 👩‍👩‍👧', 'a'.repeat(200_000), '1e309', 'NaN']) {
      expect(() => ogMetaTags(form({ title: text, imageWidth: text, videoActors: text }))).not.toThrow();
    }
  });
});

describe('typeGroups', () => {
  it('has a group for every page type but website, with the spec titles', () => {
    const title = (type: PageType) => typeGroups[type] && toolWords(words).text(typeGroups[type].title);
    expect(Object.fromEntries(pageTypes.map((type) => [type, title(type)]))).toEqual({
      website: undefined,
      article: 'Article',
      book: 'Book',
      profile: 'Profile',
      'music.song': 'Song details',
      'music.album': 'Album details',
      'music.playlist': 'Playlist details',
      'music.radio_station': 'Radio station details',
      'video.movie': 'Movie details',
      'video.episode': 'Video episode details',
      'video.tv_show': 'TV show details',
      'video.other': 'Other video details',
    });
  });

  it('uses the namespaces of ogp.me', () => {
    for (const group of Object.values(typeGroups))
      for (const field of group.fields) expect(field.property).toMatch(/^(article|book|profile|music|video):[a-z_:]+$/);
  });
});

describe('pixelCountError', () => {
  it.each(['', '  ', '0', '1200', ' 630 ', '9'.repeat(400)])('accepts %j', (text) => {
    expect(pixelCountError(text)).toBeUndefined();
  });

  it.each(['12.5', '-1', '1e3', 'abc', '12px', '1 200', 'NaN', '١٢'])('rejects %j', (text) => {
    expect(pixelCountError(text)).toEqual(pixelCountMessage);
  });

  it('says the spec sentence', () => {
    expect(inEnglish(pixelCountMessage, words)).toBe('Enter a whole number of pixels.');
  });
});

describe('escapeAttribute', () => {
  it('escapes & " < > and keeps the value on one line', () => {
    expect(escapeAttribute(' a & b "c" <d> ')).toBe('a &amp; b &quot;c&quot; &lt;d&gt;');
    expect(escapeAttribute('one\n two\r\nthree')).toBe('one two three');
    expect(escapeAttribute("it's")).toBe("it's");
  });
});
