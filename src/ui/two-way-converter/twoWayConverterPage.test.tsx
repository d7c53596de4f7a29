// @vitest-environment jsdom
import '../../test/setup-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConversionRequest } from '../../lib/conversion/serve-conversion';
import { largeInputChars } from '../../lib/useDebouncedWhenLarge';
import { spawner } from '../../lib/worker/fake-worker';
import { renderWithProviders } from '../../test/render';
import { selectOption, switchOption } from './direction-options';
import { twoWayConverterPage } from './twoWayConverterPage';

const TextToCodes = twoWayConverterPage({
  slug: 'text-to-codes',
  encode: {
    name: 'text',
    title: 'Text to codes',
    input: { label: 'Text to encode', placeholder: 'Your text' },
    output: { label: 'Codes of your text', placeholder: 'The codes' },
    copyLabel: 'Copy codes',
    convert: (text) => [...text].map((character) => character.codePointAt(0)).join(' '),
  },
  decode: {
    name: 'codes',
    title: 'Codes to text',
    input: { label: 'Codes to decode', placeholder: 'e.g. 72 105' },
    output: { label: 'Text of your codes', placeholder: 'The text' },
    copyLabel: 'Copy text',
    convert: (codes) => String.fromCodePoint(...codes.split(' ').filter(Boolean).map(Number)),
  },
  autoFocus: true,
});

const cases = [
  { label: 'As typed', value: 'same' },
  { label: 'Upper case', value: 'upper' },
] as const;

// Shifts each character by one code point (or back), after an optional case change.
const shift = (text: string, by: number) => String.fromCharCode(...[...text].map((c) => c.charCodeAt(0) + by));

const ShiftText = twoWayConverterPage({
  slug: 'shift-text',
  encode: {
    name: 'plain',
    title: 'Shift',
    defaultValue: 'abc',
    options: { letterCase: selectOption('Case', cases, 'same') },
    input: { label: 'Text to shift', placeholder: '' },
    output: { label: 'Shifted text', placeholder: '' },
    copyLabel: 'Copy shifted',
    convert: (text, { letterCase }) => shift(letterCase === 'upper' ? text.toUpperCase() : text, 1),
  },
  decode: {
    name: 'shifted',
    title: 'Unshift',
    defaultValue: 'bcd',
    options: { reverse: switchOption('Reverse', false) },
    input: { label: 'Text to unshift', placeholder: '' },
    output: { label: 'Unshifted text', placeholder: '' },
    copyLabel: 'Copy unshifted',
    convert: (text, { reverse }) => {
      const unshifted = shift(text, -1);
      return reverse ? [...unshifted].reverse().join('') : unshifted;
    },
    below: (output) => <p>Length {output.length}</p>,
  },
  swapLabel: 'Swap',
});

const shout = (text: string, { exclaim }: { exclaim: boolean }) => text.toUpperCase() + (exclaim ? '!' : '');
const shoutWorkers = spawner(({ text, options }: ConversionRequest<{ exclaim: boolean }>) => shout(text, options));

const Shout = twoWayConverterPage({
  slug: 'shout',
  encode: {
    name: 'quiet',
    title: 'Shout',
    options: { exclaim: switchOption('Exclaim', true) },
    input: { label: 'Text to shout', placeholder: '' },
    output: { label: 'Shouted text', placeholder: '' },
    copyLabel: 'Copy shouted',
    convert: shout,
    spawnWorker: shoutWorkers.spawn,
  },
  decode: {
    name: 'loud',
    title: 'Calm',
    input: { label: 'Text to calm', placeholder: '' },
    output: { label: 'Calm text', placeholder: '' },
    copyLabel: 'Copy calm',
    convert: (text) => text.toLowerCase(),
  },
});

const field = (label: string) => screen.getByLabelText(label) as HTMLTextAreaElement;
const linked = (name: string) => new URLSearchParams(window.location.hash.slice(1)).get(name);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('twoWayConverterPage', () => {
  it('takes both texts from a link, each under its field name', async () => {
    window.history.replaceState(null, '', '/text-to-codes#text=Hi&codes=79+75');
    renderWithProviders(<TextToCodes />);
    await waitFor(() => expect(field('Text to encode').value).toBe('Hi'));
    expect(field('Codes of your text').value).toBe('72 105');
    expect(field('Codes to decode').value).toBe('79 75');
    expect(field('Text of your codes').value).toBe('OK');
    expect(document.activeElement).toBe(field('Text to encode'));
  });

  it('puts what is typed in either card in the link', async () => {
    renderWithProviders(<TextToCodes />);
    await userEvent.type(field('Text to encode'), 'A');
    await userEvent.type(field('Codes to decode'), '66');
    expect(field('Codes of your text').value).toBe('65');
    expect(field('Text of your codes').value).toBe('B');
    await waitFor(() => expect([linked('text'), linked('codes')]).toEqual(['A', '66']));
  });

  it('starts from the default texts and options, left out of the link', async () => {
    renderWithProviders(<ShiftText />);
    await waitFor(() => expect(field('Shifted text').value).toBe('bcd'));
    expect(field('Unshifted text').value).toBe('abc');
    expect(screen.getByText('Length 3')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Reverse' })).toHaveProperty('checked', false);
    expect(window.location.hash).toBe('');
  });

  it('converts with the options, which links carry under their names', async () => {
    window.history.replaceState(null, '', '/shift-text#letterCase=upper&reverse=true&shifted=bcde');
    renderWithProviders(<ShiftText />);
    await waitFor(() => expect(field('Shifted text').value).toBe('BCD'));
    expect(field('Unshifted text').value).toBe('dcba');

    await userEvent.click(screen.getByRole('switch', { name: 'Reverse' }));
    expect(field('Unshifted text').value).toBe('abcd');
    await waitFor(() => expect(linked('reverse')).toBeNull());
  });

  it('swaps each output into the other input', async () => {
    renderWithProviders(<ShiftText />);
    await waitFor(() => expect(field('Shifted text').value).toBe('bcd'));
    await userEvent.clear(field('Text to unshift'));
    await userEvent.type(field('Text to unshift'), 'ijk');
    await userEvent.click(screen.getByRole('button', { name: 'Swap' }));
    expect(field('Text to shift').value).toBe('hij');
    expect(field('Text to unshift').value).toBe('bcd');
    expect(field('Unshifted text').value).toBe('abc');
  });

  it('converts large input in the worker of its direction, showing that it is busy', async () => {
    renderWithProviders(<Shout />);
    await userEvent.type(field('Text to shout'), 'hey');
    expect(field('Shouted text').value).toBe('HEY!');
    expect(shoutWorkers.made).toHaveLength(0);

    const status = () =>
      within(screen.getByRole('region', { name: 'Shout' }))
        .getAllByRole('status')
        .find((region) => region.hasAttribute('aria-busy'));
    const large = 'a'.repeat(largeInputChars + 1);
    fireEvent.change(field('Text to shout'), { target: { value: large } });
    expect(field('Shouted text').value).toBe('');
    await waitFor(() => expect(status()?.getAttribute('aria-busy')).toBe('true'));
    await waitFor(() => expect(field('Shouted text').value).toBe(`${large.toUpperCase()}!`));
    expect(status()?.getAttribute('aria-busy')).toBe('false');
    expect(shoutWorkers.made).toHaveLength(1);

    await userEvent.click(screen.getByRole('switch', { name: 'Exclaim' }));
    await waitFor(() => expect(field('Shouted text').value).toBe(large.toUpperCase()));
  });
});
