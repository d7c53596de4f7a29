// @vitest-environment jsdom
import '../../test/setup-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Fields, FieldValues } from '../../lib/tool-state/fields';
import { booleanField, choiceField, textField } from '../../lib/tool-state/fields';
import { operationOf, textInput, type Operation } from '../../lib/operation/operation';
import { runSafely } from '../../lib/operation/run';
import type { OperationRequest } from '../../lib/operation/serve-operation';
import { ok } from '../../lib/result';
import { largeInputChars } from '../../lib/useDebouncedWhenLarge';
import { spawner } from '../../lib/worker/fake-worker';
import { renderWithProviders } from '../../test/render';
import { twoWayConverterPage, type OperationDirection } from './twoWayConverterPage';

// Words are keys of the catalogue; a key it lacks shows as itself, so here each key is its English text.
const words = {};

/** A text-to-text operation whose input is the field `name` (labelled `label`), with more fields as options. */
function operation<F extends Fields>(
  name: string,
  label: string,
  outputLabel: string,
  convert: (text: string, values: FieldValues<F>) => string,
  options: F = {} as F,
  defaultValue = '',
): Operation<string, string, Fields> {
  return operationOf<Record<string, string>>()({
    id: name,
    input: textInput('text', name),
    fields: { [name]: textField(defaultValue, { label }), ...options },
    output: { kind: 'text', label: outputLabel },
    run: (text, values) => ok(convert(text, values as FieldValues<F>)),
    examples: [],
  }) as Operation<string, string, Fields>;
}

const direction = (
  op: Operation<string, string, Fields>,
  title: string,
  copyLabel: string,
  more: Partial<OperationDirection> = {},
): OperationDirection => ({
  operation: op,
  title,
  input: { placeholder: '' },
  output: { placeholder: '' },
  copyLabel,
  ...more,
});

const TextToCodes = twoWayConverterPage({
  slug: 'text-to-codes',
  words,
  encode: direction(
    operation('text', 'Text to encode', 'Codes of your text', (text) =>
      [...text].map((character) => character.codePointAt(0)).join(' '),
    ),
    'Text to codes',
    'Copy codes',
  ),
  decode: direction(
    operation('codes', 'Codes to decode', 'Text of your codes', (codes) =>
      String.fromCodePoint(...codes.split(' ').filter(Boolean).map(Number)),
    ),
    'Codes to text',
    'Copy text',
  ),
  autoFocus: true,
});

// Shifts each character by one code point (or back), after an optional case change.
const shift = (text: string, by: number) => String.fromCharCode(...[...text].map((c) => c.charCodeAt(0) + by));

const ShiftText = twoWayConverterPage({
  slug: 'shift-text',
  words,
  encode: direction(
    operation(
      'plain',
      'Text to shift',
      'Shifted text',
      (text, { letterCase }) => shift(letterCase === 'upper' ? text.toUpperCase() : text, 1),
      { letterCase: choiceField('same', ['same', 'upper'], { label: 'Case' }) },
      'abc',
    ),
    'Shift',
    'Copy shifted',
  ),
  decode: direction(
    operation(
      'shifted',
      'Text to unshift',
      'Unshifted text',
      (text, { reverse }) => {
        const unshifted = shift(text, -1);
        return reverse ? [...unshifted].reverse().join('') : unshifted;
      },
      { reverse: booleanField(false, { label: 'Reverse' }) },
      'bcd',
    ),
    'Unshift',
    'Copy unshifted',
    { below: (output) => <p>Length {output.length}</p> },
  ),
  swapLabel: 'Swap',
});

const shoutOperation = operation(
  'quiet',
  'Text to shout',
  'Shouted text',
  (text, { exclaim }) => text.toUpperCase() + (exclaim ? '!' : ''),
  { exclaim: booleanField(true, { label: 'Exclaim' }) },
);
const shoutWorkers = spawner(({ text, options }: OperationRequest) =>
  runSafely(shoutOperation, text, { ...options, quiet: text }),
);

const Shout = twoWayConverterPage({
  slug: 'shout',
  words,
  encode: direction(shoutOperation, 'Shout', 'Copy shouted', { spawnWorker: shoutWorkers.spawn }),
  decode: direction(
    operation('loud', 'Text to calm', 'Calm text', (text) => text.toLowerCase()),
    'Calm',
    'Copy calm',
  ),
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
    expect(await screen.findByRole('switch', { name: 'Reverse' })).toHaveProperty('checked', false);
    expect(window.location.hash).toBe('');
  });

  it('converts with the options, which links carry under their names', async () => {
    window.history.replaceState(null, '', '/shift-text#letterCase=upper&reverse=true&shifted=bcde');
    renderWithProviders(<ShiftText />);
    await waitFor(() => expect(field('Shifted text').value).toBe('BCD'));
    expect(field('Unshifted text').value).toBe('dcba');

    await userEvent.click(await screen.findByRole('switch', { name: 'Reverse' }));
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

    await userEvent.click(await screen.findByRole('switch', { name: 'Exclaim' }));
    await waitFor(() => expect(field('Shouted text').value).toBe(large.toUpperCase()));
  });
});
