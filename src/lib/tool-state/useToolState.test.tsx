// @vitest-environment jsdom
import '../../test/setup-dom';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressWriteLimit } from './address-bar';
import { currentToolState, handOff } from './hand-off';
import { booleanField, choiceField, defineFields, integerField, textField } from './fields';
import { currentToolLink } from './tool-link';
import { useToolState } from './useToolState';

const fields = defineFields({
  length: integerField(64, { min: 1, max: 512 }),
  symbols: booleanField(false),
  encoding: choiceField('Hex', ['Bin', 'Hex'], { persist: true }),
  secret: textField('', { sensitive: true }),
});

const address = () => `${location.pathname}${location.search}${location.hash}`;

function open(url: string) {
  window.history.replaceState({ idx: 3 }, '', url);
  const renders: unknown[] = [];
  const hook = renderHook(() => {
    const state = useToolState('tool', fields);
    renders.push(state[0]);
    return state;
  });
  return {
    ...hook,
    renders,
    set: (...args: Parameters<(typeof hook.result.current)[1]>) => act(() => hook.result.current[1](...args)),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  // Frees the address writes' slots, so the next test's changes are written at once.
  act(() => vi.runAllTimers());
  vi.useRealTimers();
  localStorage.clear();
});

describe('useToolState', () => {
  it('renders the defaults first (as prerendered), then the values of the link', () => {
    const { result, renders } = open('/tool?symbols=true#length=16');
    expect(renders[0]).toEqual({ length: 64, symbols: false, encoding: 'Hex', secret: '' });
    expect(result.current[0]).toEqual({ length: 16, symbols: true, encoding: 'Hex', secret: '' });
  });

  it('renders once when the link and storage hold nothing but the defaults', () => {
    const { result, renders } = open('/tool#length=64');
    expect(renders).toHaveLength(1);
    expect(result.current[0]).toEqual({ length: 64, symbols: false, encoding: 'Hex', secret: '' });
    act(() => window.dispatchEvent(new HashChangeEvent('hashchange')));
    expect(renders).toHaveLength(1);
  });

  it('stores a persisted change, and puts it in the fragment, at once and in place', () => {
    const { set } = open('/tool?length=32&ref=x');
    const entries = history.length;
    set('encoding', 'Bin');
    expect(localStorage.getItem('tool:encoding')).toBe('Bin');
    expect(address()).toBe('/tool?ref=x#length=32&encoding=Bin');
    expect(history.length).toBe(entries);
    expect(history.state).toEqual({ idx: 3 });
  });

  it('writes the address at once up to the limit, then the last change at the next free slot', () => {
    const { set } = open('/tool');
    for (let length = 1; length <= addressWriteLimit.writes + 5; length += 1) set('length', length);
    expect(address()).toBe(`/tool#length=${addressWriteLimit.writes}`);
    act(() => vi.advanceTimersByTime(addressWriteLimit.windowMs));
    expect(address()).toBe(`/tool#length=${addressWriteLimit.writes + 5}`);
  });

  it('keeps a secret out of the address and storage', () => {
    const { set, result } = open('/tool');
    set('secret', 'hunter2');
    expect(result.current[0].secret).toBe('hunter2');
    expect(location.href).not.toContain('hunter2');
    expect(JSON.stringify({ ...localStorage })).not.toContain('hunter2');
    expect(currentToolLink().fragment).toBe('');
  });

  it('follows a fragment the person edits, keeping secrets', () => {
    const { set, result } = open('/tool#length=16');
    set('secret', 'hunter2');
    act(() => {
      history.replaceState(null, '', '/tool#symbols=true');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(result.current[0]).toEqual({ length: 64, symbols: true, encoding: 'Hex', secret: 'hunter2' });
  });

  it('leaves the address alone when another page is open by the time a slot is free', () => {
    const { set } = open('/tool');
    for (let length = 1; length <= addressWriteLimit.writes + 1; length += 1) set('length', length);
    history.replaceState(null, '', '/other');
    act(() => vi.advanceTimersByTime(addressWriteLimit.windowMs));
    expect(address()).toBe('/other');
  });

  it('publishes its link while the page is open, and withdraws it after', () => {
    const { set, unmount } = open('/tool');
    set('length', 8);
    expect(currentToolLink()).toMatchObject({ fragment: 'length=8', omitted: [] });
    unmount();
    expect(currentToolLink()).toEqual({ fragment: '', names: [], omitted: [] });
  });

  it('takes values handed to it over the link and storage, and shows them in the address', () => {
    localStorage.setItem('tool:encoding', 'Hex');
    handOff({ slug: 'tool', values: { length: 8, encoding: 'Bin' }, guarded: [] });
    const { result } = open('/tool#length=16');
    act(() => vi.runAllTimers());
    expect(result.current[0]).toMatchObject({ length: 8, encoding: 'Bin' });
    expect(address()).toBe('/tool#length=8&encoding=Bin');
    expect(localStorage.getItem('tool:encoding')).toBe('Bin');
  });

  it('keeps a value handed as a secret out of the address and storage while the page is open', () => {
    handOff({ slug: 'tool', values: { encoding: 'Bin' }, guarded: ['encoding'] });
    const { result, set } = open('/tool');
    act(() => vi.runAllTimers());
    expect(result.current[0].encoding).toBe('Bin');
    set('encoding', 'Hex');
    set('length', 12);
    act(() => vi.runAllTimers());
    expect(address()).toBe('/tool#length=12');
    expect(localStorage.getItem('tool:encoding')).toBeNull();
    expect(currentToolState()).toEqual({
      slug: 'tool',
      values: { length: 12, symbols: false, encoding: 'Hex', secret: '' },
      guarded: ['encoding'],
    });
  });
});
