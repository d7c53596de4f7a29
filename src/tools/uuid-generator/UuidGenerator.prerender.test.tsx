import { describe, expect, it } from 'vitest';
import { prerenderToHtml } from '../../test/render-to-html';
import UuidGenerator from './UuidGenerator';

// Prerendering runs in Node, where the page must render without window or storage and must not
// bake a generated value into the HTML.
describe('UuidGenerator in the prerender', () => {
  it('renders its fields with an empty output', async () => {
    const html = await prerenderToHtml(<UuidGenerator />);
    expect(html).toContain('UUID version');
    expect(html).toContain('Quantity');
    expect(html).toContain('Decode a UUID');
    // The output area is the only text area, and it is empty.
    expect(html.match(/<textarea[^>]*>([^<]*)<\/textarea>/g)).toEqual([expect.stringMatching(/><\/textarea>$/)]);
  });
});
