// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { err, ok } from '../../lib/result';
import { largeInputChars } from '../../lib/useDebouncedWhenLarge';
import { renderWithProviders } from '../../test/render';
import type { ConversionDirection } from './ConversionCard';
import type { ConversionRequest } from '../../lib/conversion/serve-conversion';
import { spawner } from '../../lib/worker/fake-worker';
import type { TextConversion } from './text-conversion';
import type { DirectionRequest } from './two-way-conversion';
import { TwoWayConverter } from './TwoWayConverter';

const toCodes = (text: string) => [...text].map((character) => character.codePointAt(0)).join(' ');

function fromCodes(codes: string): TextConversion {
  const numbers = codes.trim() === '' ? [] : codes.trim().split(/\s+/).map(Number);
  if (numbers.some((number) => !Number.isInteger(number))) {
    return err({ message: 'Codes are whole numbers', hint: 'Separate them with spaces' });
  }
  const text = String.fromCodePoint(...numbers);
  return ok({ text, notice: numbers.some((number) => number < 32) ? 'Control characters' : undefined });
}

const encode: ConversionDirection = {
  name: 'text',
  title: 'Text to codes',
  input: { label: 'Text to encode', placeholder: 'Your text' },
  output: { label: 'Codes of your text', placeholder: 'The codes' },
  copyLabel: 'Copy codes',
  convert: toCodes,
};

const decode: ConversionDirection = {
  name: 'codes',
  title: 'Codes to text',
  input: { label: 'Codes to decode', placeholder: 'e.g. 72 105' },
  output: { label: 'Text of your codes', placeholder: 'The text' },
  copyLabel: 'Copy text',
  convert: fromCodes,
};

const { spawn: spawnWorker, made: workers } = spawner<ConversionRequest<DirectionRequest>, TextConversion>(
  ({ text, options: { direction } }) => (direction === 'text' ? toCodes(text) : fromCodes(text)),
);

const card = (name: string) => screen.getByRole('region', { name });

describe('TwoWayConverter', () => {
  it('converts in each card as the user types, the encoded side in monospace', async () => {
    renderWithProviders(<TwoWayConverter encode={encode} decode={decode} spawnWorker={spawnWorker} autoFocus />);
    const textField = within(card('Text to codes')).getByLabelText('Text to encode');
    expect(document.activeElement).toBe(textField);
    await userEvent.type(textField, 'Hi');
    const codes = within(card('Text to codes')).getByLabelText('Codes of your text') as HTMLTextAreaElement;
    expect(codes.value).toBe('72 105');
    expect(codes.style.fontFamily).toContain('monospace');
    expect(within(card('Text to codes')).getByRole('button', { name: 'Copy codes' })).toBeTruthy();

    await userEvent.type(within(card('Codes to text')).getByLabelText('Codes to decode'), '79 75');
    expect((screen.getByLabelText('Text of your codes') as HTMLTextAreaElement).value).toBe('OK');
    expect((screen.getByLabelText('Text of your codes') as HTMLTextAreaElement).style.fontFamily).toBe('');
  });

  it('shows an error and its hint under the input, keeps the input and empties the output', async () => {
    renderWithProviders(<TwoWayConverter encode={encode} decode={decode} spawnWorker={spawnWorker} />);
    const codesField = screen.getByLabelText('Codes to decode') as HTMLTextAreaElement;
    await userEvent.type(codesField, '7x');
    expect(codesField.value).toBe('7x');
    expect(codesField.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Codes are whole numbers')).toBeTruthy();
    expect(screen.getByText('Separate them with spaces')).toBeTruthy();
    expect((screen.getByLabelText('Text of your codes') as HTMLTextAreaElement).value).toBe('');
  });

  it('warns about an output with a notice', async () => {
    renderWithProviders(<TwoWayConverter encode={encode} decode={decode} spawnWorker={spawnWorker} />);
    await userEvent.type(screen.getByLabelText('Codes to decode'), '7');
    expect(screen.getByRole('alert').textContent).toContain('Control characters');
  });

  it('leaves a text to the page that keeps it, with options above the input', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <TwoWayConverter
        encode={{ ...encode, value: 'A', onChange, controls: <button type="button">An option</button> }}
        decode={decode}
        spawnWorker={spawnWorker}
      />,
    );
    expect((screen.getByLabelText('Codes of your text') as HTMLTextAreaElement).value).toBe('65');
    expect(within(card('Text to codes')).getByRole('button', { name: 'An option' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Text to encode'), 'B');
    expect(onChange).toHaveBeenCalledWith('AB');
  });

  it('converts large text in the worker, named by its direction, and passes the options', async () => {
    const convert = vi.fn((text: string, { prefix }: { prefix: string }) => prefix + text.length);
    const large = 'x'.repeat(largeInputChars + 1);
    renderWithProviders(
      <TwoWayConverter
        encode={{ ...encode, convert, options: { prefix: 'n=' }, value: large }}
        decode={decode}
        spawnWorker={spawnWorker}
      />,
    );
    await waitFor(() =>
      expect((screen.getByLabelText('Codes of your text') as HTMLTextAreaElement).value).not.toBe(''),
    );
    expect(convert).not.toHaveBeenCalled();
    expect(workers.at(-1)!.sentToWorker).toContainEqual(
      expect.objectContaining({ request: { text: large, options: { direction: 'text', options: { prefix: 'n=' } } } }),
    );
  });
});
