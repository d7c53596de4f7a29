import { describe, expect, it } from 'vitest';
import { prerenderToHtml } from '../../test/render-to-html';
import JwtParser from './JwtParser';

// The sample token is decoded in the prerendered page, but nothing there may depend on the clock
// or the time zone of the build.
describe('JwtParser in the prerender', () => {
  it('decodes the sample token without relative or local times', async () => {
    const html = await prerenderToHtml(<JwtParser />);
    expect(html).toContain('HMAC using SHA-256');
    expect(html).toContain('(2018-01-18T01:30:22.000Z)');
    expect(html).not.toMatch(/ago|Time claims OK/);
  });
});
