import { describe, expect, it } from 'vitest';
import { addToHistory, historyLength } from './history';

describe('addToHistory', () => {
  it('puts the newest entry first and moves a repeated expression up', () => {
    const history = addToHistory(addToHistory([], { expression: '1 + 1', result: '2' }), {
      expression: 'pi',
      result: '3.14',
    });
    expect(addToHistory(history, { expression: '1 + 1', result: '2' })).toEqual([
      { expression: '1 + 1', result: '2' },
      { expression: 'pi', result: '3.14' },
    ]);
  });

  it(`keeps the last ${historyLength}`, () => {
    let history: ReturnType<typeof addToHistory> = [];
    for (let count = 0; count < historyLength + 5; count++)
      history = addToHistory(history, { expression: String(count), result: String(count) });
    expect(history).toHaveLength(historyLength);
    expect(history[0].expression).toBe(String(historyLength + 4));
  });
});
