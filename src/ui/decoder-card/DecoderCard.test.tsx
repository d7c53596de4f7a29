// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import type { Result } from '../../lib/result';
import { DecoderCard } from './DecoderCard';

function decodeHex(text: string): Result<string> {
  const hex = text.trim();
  return /^[0-9a-f]+$/i.test(hex) ? { ok: true, value: hex } : { ok: false, error: 'Not hexadecimal' };
}

const numberTables = (hex: string) => [
  {
    caption: 'Number details',
    rows: [
      { label: 'Decimal', value: String(Number.parseInt(hex, 16)) },
      { label: 'Digits', value: String(hex.length), copyable: false },
    ],
  },
];

const input = { label: 'Hex to decode', placeholder: 'e.g. ff' };

describe('DecoderCard', () => {
  it('shows the decoded fields in a table named by its caption, each value copyable', async () => {
    renderWithProviders(<DecoderCard title="Decode hex" input={input} decode={decodeHex} tables={numberTables} />);
    expect(screen.getByRole('region', { name: 'Decode hex' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Hex to decode'), 'ff');
    const table = screen.getByRole('table', { name: 'Number details' });
    expect(within(table).getByRole('rowheader', { name: 'Decimal' })).toBeTruthy();
    expect(within(table).getByText('255')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: 'Copy to clipboard' })).toHaveLength(1);
  });

  it('shows the error under the input, keeps the input and shows no fields', async () => {
    renderWithProviders(<DecoderCard title="Decode hex" input={input} decode={decodeHex} tables={numberTables} />);
    const field = screen.getByLabelText('Hex to decode') as HTMLInputElement;
    await userEvent.type(field, 'xyz');
    expect(field.value).toBe('xyz');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Not hexadecimal')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('does not decode blank text', () => {
    const decode = vi.fn(decodeHex);
    renderWithProviders(
      <DecoderCard title="Decode hex" input={input} decode={decode} tables={numberTables} defaultValue="  " />,
    );
    expect(decode).not.toHaveBeenCalled();
    expect(screen.queryByText('Not hexadecimal')).toBeNull();
  });

  it('can leave the text to the page', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <DecoderCard
        title="Decode hex"
        input={input}
        decode={decodeHex}
        tables={numberTables}
        value="10"
        onChange={onChange}
      />,
    );
    expect(screen.getByText('16')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Hex to decode'), '0');
    expect(onChange).toHaveBeenCalledWith('100');
  });

  it('gives the decoded value to children drawn from it, undefined while blank or wrong', async () => {
    const seen: (string | undefined)[] = [];
    renderWithProviders(
      <DecoderCard title="Decode hex" input={input} decode={decodeHex}>
        {(hex) => {
          seen.push(hex);
          return <p>{hex === undefined ? 'Nothing decoded' : `Decoded ${hex}`}</p>;
        }}
      </DecoderCard>,
    );
    expect(screen.getByText('Nothing decoded')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Hex to decode'), 'ff');
    expect(screen.getByText('Decoded ff')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Hex to decode'), 'z');
    expect(screen.getByText('Nothing decoded')).toBeTruthy();
    expect(seen).toContain('f');
  });

  it('has a Clear button when the input is clearable', async () => {
    renderWithProviders(
      <DecoderCard
        title="Decode hex"
        input={{ ...input, multiline: true, clearable: true }}
        decode={decodeHex}
        tables={numberTables}
        defaultValue="ff"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect((screen.getByLabelText('Hex to decode') as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
