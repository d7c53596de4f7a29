// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { formFromMetaTags, readMetaTags } from './og-import';

const head = `
<head>
  <title>Faster builds</title>
  <meta charset="utf-8">
  <meta property="og:type" content="article" />
  <meta property="og:title" content="Ten tips &amp; tricks" />
  <meta property="og:image" content="https://blog.example.com/cover.png" />
  <meta property="og:image:width" content="1200" />
  <meta property="article:author" content="Jane Doe" />
  <meta property="og:article:tag" content="build" />
  <meta name="twitter:card" content="summary" />
  <meta name="twitter:site" content="@example" />
  <meta name="twitter:description" content="Cache, parallelise &amp; measure." />
  <meta name="viewport" content="width=device-width" />
</head>`;

describe('readMetaTags', () => {
  it('reads every meta tag with its property or name, entities decoded', () => {
    const tags = readMetaTags(head);
    expect(tags).toContainEqual({ key: 'og:title', value: 'Ten tips & tricks' });
    expect(tags).toContainEqual({ key: 'twitter:site', value: '@example' });
    expect(tags).toContainEqual({ key: 'viewport', value: 'width=device-width' });
    expect(tags.map((tag) => tag.key)).not.toContain('');
  });

  it('reads value="…" where content is missing, as buggy generators write it', () => {
    expect(readMetaTags('<meta property="og:title" value="Old output">')).toEqual([
      { key: 'og:title', value: 'Old output' },
    ]);
  });

  it('runs and loads nothing from the HTML', () => {
    const hostile =
      '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"><meta property="og:title" content="<b>x</b>">';
    expect(readMetaTags(hostile)).toEqual([{ key: 'og:title', value: '<b>x</b>' }]);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    expect(document.querySelector('img')).toBeNull();
  });

  it('finds nothing in text without meta tags', () => {
    expect(readMetaTags('')).toEqual([]);
    expect(readMetaTags('just some words')).toEqual([]);
  });
});

describe('formFromMetaTags', () => {
  it('fills the form from the OG and Twitter tags, and the type group from its namespace', () => {
    const { values, filled } = formFromMetaTags(readMetaTags(head));
    expect(values).toEqual({
      pageType: 'article',
      cardType: 'summary',
      title: 'Ten tips & tricks',
      description: 'Cache, parallelise & measure.',
      imageUrl: 'https://blog.example.com/cover.png',
      imageWidth: '1200',
      twitterSite: '@example',
      articleAuthor: 'Jane Doe',
      articleTag: 'build',
    });
    expect(filled).toBe(9);
  });

  it('prefers the OG value over the Twitter copy', () => {
    const { values } = formFromMetaTags([
      { key: 'twitter:title', value: 'From Twitter' },
      { key: 'og:title', value: 'From OG' },
    ]);
    expect(values.title).toBe('From OG');
  });

  it('gathers repeated tags into a list field, in order', () => {
    const { values } = formFromMetaTags([
      { key: 'og:type', value: 'video.movie' },
      { key: 'video:actor', value: 'Ann' },
      { key: 'video:actor', value: 'Bob' },
      { key: 'video:tag', value: 'first' },
      { key: 'video:tag', value: 'second' },
    ]);
    expect(values).toMatchObject({ pageType: 'video.movie', videoActors: 'Ann\nBob', videoTag: 'first' });
  });

  it('ignores unknown types and card types, and type tags the page type does not have', () => {
    const { values, filled } = formFromMetaTags([
      { key: 'og:type', value: 'spaceship' },
      { key: 'twitter:card', value: 'huge' },
      { key: 'article:author', value: 'Jane' },
    ]);
    expect(values).toEqual({});
    expect(filled).toBe(0);
  });

  it('handles thousands of repeated tags quickly', () => {
    const tags = Array.from({ length: 100_000 }, (_, index) => ({ key: 'video:actor', value: `Actor ${index}` }));
    const started = performance.now();
    const { values } = formFromMetaTags([{ key: 'og:type', value: 'video.other' }, ...tags]);
    expect(values.videoActors?.split('\n')).toHaveLength(100_000);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
