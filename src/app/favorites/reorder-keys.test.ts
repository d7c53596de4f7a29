import { describe, expect, it } from 'vitest';
import { reorderStep } from './reorder-keys';

const press = (key: string, modifiers: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {}) =>
  reorderStep({ key, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, ...modifiers });

describe('reorderStep', () => {
  it.each([
    ['ArrowLeft', -1],
    ['ArrowUp', -1],
    ['ArrowRight', 1],
    ['ArrowDown', 1],
    ['Enter', 0],
    ['a', 0],
  ] as const)('Alt+%s moves by %i', (key, step) => {
    expect(press(key, { altKey: true })).toBe(step);
  });

  it('ignores arrows without Alt, or with another modifier', () => {
    expect(press('ArrowLeft')).toBe(0);
    expect(press('ArrowLeft', { altKey: true, shiftKey: true })).toBe(0);
    expect(press('ArrowRight', { altKey: true, ctrlKey: true })).toBe(0);
    expect(press('ArrowDown', { altKey: true, metaKey: true })).toBe(0);
  });
});
