import { describe, expect, it } from 'vitest';
import { prerenderToHtml } from '../../test/render-to-html';
import HttpStatusCodes from './HttpStatusCodes';

// All 63 cards would weigh more than a page's HTML budget: the prerendered page holds the codes
// above the fold, and the page draws the rest once it runs.
describe('HttpStatusCodes in the prerender', () => {
  it('holds the search box and the 1xx and 2xx codes only', async () => {
    const html = await prerenderToHtml(<HttpStatusCodes />);
    expect(html).toContain('placeholder="Search HTTP status…"');
    expect(html).toContain('1xx informational response');
    expect(html).toContain('Continue');
    expect(html).toContain('IM Used');
    expect(html).not.toContain('3xx redirection');
    expect(html).not.toContain('Not Found');
  });
});
