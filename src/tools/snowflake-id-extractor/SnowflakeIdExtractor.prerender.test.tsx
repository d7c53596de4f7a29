import { describe, expect, it } from 'vitest';
import { prerenderToHtml } from '../../test/render-to-html';
import SnowflakeIdExtractor from './SnowflakeIdExtractor';

// The prerendered page shows the default ID decoded, but nothing that depends on the moment or the
// time zone of the build: the browser fills the local date and the relative time in.
describe('SnowflakeIdExtractor in the prerender', () => {
  it('decodes the default ID without a local or relative time', async () => {
    const html = await prerenderToHtml(<SnowflakeIdExtractor />);
    expect(html).toContain('1462015105796');
    expect(html).toContain('2016-04-30T11:18:25.796Z');
    expect(html).toContain('Local date');
    expect(html).not.toMatch(/years? ago/);
    expect(html).not.toContain('in the future');
  });
});
