import { describe, expect, it } from 'vitest';
import { prerenderToHtml } from '../../test/render-to-html';
import UlidGenerator from './UlidGenerator';

// Prerendering runs in Node, where the page must render without window or storage and must not
// bake a generated value into the HTML.
describe('UlidGenerator in the prerender', () => {
  it('renders its fields with an empty output', async () => {
    const html = await prerenderToHtml(<UlidGenerator />);
    expect(html).toContain('Format:');
    expect(html).toContain('Quantity:');
    expect(html).toContain('Decode a ULID');
    // The output block is the only pre-formatted block, and it is empty.
    expect(html.match(/<pre[^>]*>([^<]*)<\/pre>/g)).toEqual([expect.stringMatching(/><\/pre>$/)]);
  });
});
