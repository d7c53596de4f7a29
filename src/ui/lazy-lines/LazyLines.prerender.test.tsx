import { describe, expect, it } from 'vitest';
import { prerenderToHtml } from '../../test/render-to-html';
import { LazyLines } from './LazyLines';

const line = (index: number) => <div key={index}>{`line ${index}`}</div>;

// The browser's first render makes the first block only: the prerendered HTML must be the same,
// or hydration fails.
describe('LazyLines in the prerender', () => {
  it('makes the first block only', async () => {
    const html = await prerenderToHtml(<LazyLines count={250} renderLine={line} linesPerChunk={100} />);
    expect(html).toContain('line 99');
    expect(html).not.toContain('line 100');
    expect(html.match(/data-chunk=/g)).toHaveLength(3);
  });
});
