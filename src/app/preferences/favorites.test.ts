// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { renderHook, act } from '@testing-library/react';
import { useFavoriteTools } from '../catalogue/use-favorite-tools';
import { moveFavorite, toggleFavorite, useIsFavorite } from './favorites';

const slugs = () => renderHook(() => useFavoriteTools()).result.current.map((tool) => tool.slug);

beforeEach(() => localStorage.clear());

describe('favourites', () => {
  it('toggles a tool in and out, stored by slug', () => {
    act(() => toggleFavorite('hash-text'));
    expect(localStorage.getItem('it-tools:favorite-tools')).toBe('["hash-text"]');
    expect(renderHook(() => useIsFavorite('hash-text')).result.current).toBe(true);
    act(() => toggleFavorite('hash-text'));
    expect(renderHook(() => useIsFavorite('hash-text')).result.current).toBe(false);
  });

  it('keeps the user order and moves a favourite', () => {
    act(() => {
      toggleFavorite('hash-text');
      toggleFavorite('token-generator');
      toggleFavorite('json-prettify');
    });
    expect(slugs()).toEqual(['hash-text', 'token-generator', 'json-prettify']);
    act(() => moveFavorite('json-prettify', 0));
    expect(slugs()).toEqual(['json-prettify', 'hash-text', 'token-generator']);
    act(() => moveFavorite('json-prettify', 99));
    expect(slugs()).toEqual(['hash-text', 'token-generator', 'json-prettify']);
  });

  it('ignores unreadable stored values and unknown tools', () => {
    localStorage.setItem('it-tools:favorite-tools', '{not json');
    expect(slugs()).toEqual([]);
    localStorage.setItem('it-tools:favorite-tools', '["gone-tool","hash-text"]');
    expect(slugs()).toEqual(['hash-text']);
    localStorage.setItem('it-tools:favorite-tools', '[1,2]');
    expect(slugs()).toEqual([]);
  });
});
