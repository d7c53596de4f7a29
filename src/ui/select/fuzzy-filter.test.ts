import { describe, expect, it } from 'vitest';
import { fuzzyFilterOptions } from './fuzzy-filter';

const options = ['application/json', 'application/pdf', 'image/png', 'text/plain'].map((label) => ({
  label,
  value: label,
}));

describe('fuzzyFilterOptions', () => {
  it('gives every option for a blank query', () => {
    expect(fuzzyFilterOptions(options, '  ')).toEqual(options);
  });

  it('finds close labels, best first', () => {
    expect(fuzzyFilterOptions(options, 'aplication/pdf')[0].label).toBe('application/pdf');
    expect(fuzzyFilterOptions(options, 'png').map((option) => option.label)).toEqual(['image/png']);
  });

  it('answers a query far longer than any label at once, with no match', () => {
    const many = Array.from({ length: 1000 }, (_, index) => ({
      label: `application/x-type-${index}`,
      value: `${index}`,
    }));
    const started = performance.now();
    expect(fuzzyFilterOptions(many, 'application/x-type-1'.repeat(10_000))).toEqual([]);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
