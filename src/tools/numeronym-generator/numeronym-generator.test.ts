import { describe, expect, it } from 'vitest';
import { expandNumeronym, generateNumeronym, knownNumeronyms } from './numeronym-generator';

describe('generateNumeronym', () => {
  it.each([
    ['hello world', 'h9d'],
    ['  hello world ', 'h9d'],
    ['  Kubernetes  ', 'K8s'],
    ['', ''],
    ['   ', ''],
    ['a', 'a'],
    ['😀bc😀', '😀2😀'],
    ['\uD800abcd', '\uD8003d'],
  ])('%j → %j', (input, expected) => {
    expect(generateNumeronym(input)).toBe(expected);
  });

  it('makes one numeronym per word when asked, keeping the spaces between', () => {
    expect(generateNumeronym('hello world', true)).toBe('h3o w3d');
    expect(generateNumeronym(' internationalization  and accessibility ', true)).toBe('i18n  and a11y');
  });
});

describe('known numeronyms', () => {
  it('are each the numeronym of the words they stand for', () => {
    for (const { numeronym, words } of knownNumeronyms) expect(generateNumeronym(words).toLowerCase()).toBe(numeronym);
  });

  it('are looked up whatever the case', () => {
    expect(expandNumeronym('K8S')).toBe('Kubernetes');
    expect(expandNumeronym(' o11y ')).toBe('observability');
    expect(expandNumeronym('x9z')).toBeUndefined();
  });
});
