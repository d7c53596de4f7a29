import { describe, expect, it } from 'vitest';
import { firstHeadingText, htmlDocument } from './html-document';

describe('firstHeadingText', () => {
  it.each([
    ['<h1>Hello</h1>\n', 'Hello'],
    ['<p>intro</p>\n<h2>Second <em>level</em></h2>\n<h1>Later</h1>\n', 'Second level'],
    ['<h3>Tom &amp; Jerry &lt;3</h3>\n', 'Tom &amp; Jerry &lt;3'],
    ['<h1>a\n  b</h1>', 'a b'],
    ['<h1>x </title y</h1>', 'x &lt;/title y'],
    ['<p>no heading</p>\n', undefined],
    ['<h1></h1>', undefined],
  ])('%j → %j', (html, title) => {
    expect(firstHeadingText(html)).toBe(title);
  });
});

describe('htmlDocument', () => {
  it('wraps the HTML in a complete page titled by its first heading', () => {
    const page = htmlDocument('<h1>Hello</h1>\n<p>World</p>\n', 'Document');
    expect(page).toMatch(/^<!DOCTYPE html>\n<html>\n<head>\n<meta charset="utf-8">\n/);
    expect(page).toContain('<title>Hello</title>');
    expect(page).toContain('<style>\nbody {');
    expect(page).toContain('<body>\n<h1>Hello</h1>\n<p>World</p>\n</body>\n</html>\n');
  });

  it('titles a page without a heading "Document"', () => {
    expect(htmlDocument('<p>x</p>\n', 'Document')).toContain('<title>Document</title>');
  });
});
