import { describe, expect, it } from 'vitest';
import { prerenderToHtml } from '../../test/render-to-html';
import RsaKeyPairGenerator from './RsaKeyPairGenerator';

// Prerendering runs in Node, without window or Worker: the page must render there, and a key
// baked into the HTML would be the same for every visitor.
describe('RsaKeyPairGenerator in the prerender', () => {
  it('renders its fields, announces the generation to come, and holds no key', async () => {
    const html = await prerenderToHtml(<RsaKeyPairGenerator />);
    expect(html).toContain('Bits :');
    expect(html).toContain('value="2048"');
    expect(html).toContain('Refresh key-pair');
    expect(html).toContain('Public key');
    expect(html).toContain('Private key');
    expect(html).toContain('Generating…');
    expect(html).not.toContain('-----BEGIN');
    expect(html).not.toContain('SHA256:');
    const areas = html.match(/<textarea[^>]*>([^<]*)<\/textarea>/g) ?? [];
    expect(areas.length).toBeGreaterThanOrEqual(2);
    for (const area of areas) expect(area).toMatch(/><\/textarea>$/);
  });
});
