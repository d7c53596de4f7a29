import { describe, expect, it } from 'vitest';
import { newestFirst, newestToolsShown } from './new-tools';

describe('newestFirst', () => {
  it('puts the latest first, keeps registry order within a day, and shows a few at most', () => {
    const tools = [
      { slug: 'a', createdAt: '2026-11-20' },
      { slug: 'b', createdAt: '2026-11-24' },
      { slug: 'c', createdAt: '2026-11-22' },
      { slug: 'd', createdAt: '2026-11-24' },
    ];
    expect(newestFirst(tools).map((tool) => tool.slug)).toEqual(['b', 'd', 'c', 'a']);
    const many = Array.from({ length: 30 }, (_, index) => ({ slug: `t${index}`, createdAt: '2026-11-24' }));
    expect(newestFirst(many)).toEqual(many.slice(0, newestToolsShown));
  });
});
