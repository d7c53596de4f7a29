import { describe, expect, it } from 'vitest';
import { scanMetaTags } from './meta-tag-scan';

describe('scanMetaTags', () => {
  it('finds each meta tag in order, whatever its case and attributes', () => {
    expect(
      scanMetaTags('<head><META property="og:title" content="A > B"><meta name=x content=\'it"s\' /><metadata></head>'),
    ).toEqual(['<META property="og:title" content="A > B">', "<meta name=x content='it\"s' />"]);
  });

  it('leaves out tags in comments, scripts, styles, titles and text areas', () => {
    const html = [
      '<!-- <meta property="og:title" content="old"> -->',
      '<script>document.write(\'<meta property="og:title" content="js">\')</script>',
      '<style>/* <meta> */</style>',
      '<title><meta property="og:title" content="t"></title>',
      '<TEXTAREA><meta name="x"></TEXTAREA>',
      '<meta property="og:title" content="kept">',
    ].join('\n');
    expect(scanMetaTags(html)).toEqual(['<meta property="og:title" content="kept">']);
  });

  it('stops at an unclosed tag, comment or script', () => {
    expect(scanMetaTags('<meta name="a" content="b"><meta name="c" content="unclosed')).toEqual([
      '<meta name="a" content="b">',
    ]);
    expect(scanMetaTags('<!-- <meta name="a">')).toEqual([]);
    expect(scanMetaTags('<script><meta name="a">')).toEqual([]);
  });

  it('finds nothing in text without meta tags', () => {
    expect(scanMetaTags('')).toEqual([]);
    expect(scanMetaTags('<p>hello</p>')).toEqual([]);
  });

  it('reads megabytes of hostile markup in one quick pass', () => {
    for (const unit of [
      '<div>',
      '<b><i>',
      '<meta a',
      '<!--',
      '<script>',
      '<meta content="',
      'x<img src=x onerror=alert(1)>\uD800',
    ]) {
      const started = performance.now();
      scanMetaTags(unit.repeat(5_000_000 / unit.length));
      expect(performance.now() - started, unit).toBeLessThan(1000);
    }
  });

  it('finds a hundred thousand tags', () => {
    expect(scanMetaTags('<meta property="video:actor" content="A">'.repeat(100_000))).toHaveLength(100_000);
  });
});
