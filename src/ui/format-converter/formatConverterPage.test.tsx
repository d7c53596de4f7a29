// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConversionError, defineConverter } from '../../lib/conversion/conversion';
import { renderWithProviders } from '../../test/render';
import { formatConverterPage } from './formatConverterPage';

const convertCsvToJson = defineConverter((text) => {
  const cells = text.trim().split(',');
  if (cells.some((cell) => cell.trim() === '')) throw new ConversionError('Invalid CSV: empty cell');
  return JSON.stringify(cells);
});

const spawnWorker = vi.fn(() => {
  throw new Error('small input converts on the page');
});

const CsvToJson = formatConverterPage({
  input: { label: 'Your CSV', placeholder: 'Paste your CSV here...', defaultValue: 'a,b' },
  output: { label: 'JSON from your CSV', language: 'json', fileName: 'csv-to-json.json' },
  convert: convertCsvToJson,
  spawnWorker,
});

describe('formatConverterPage', () => {
  it('makes a page of the shared layout from the data alone', async () => {
    renderWithProviders(<CsvToJson />);
    const input = screen.getByRole('textbox', { name: 'Your CSV' });
    const output = screen.getByRole('textbox', { name: 'JSON from your CSV' });
    expect(output.textContent).toBe('["a","b"]');
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();

    await userEvent.type(input, ',');
    expect(screen.getByText('Invalid CSV: empty cell')).toBeTruthy();
    expect(output.textContent).toBe('');
    expect(spawnWorker).not.toHaveBeenCalled();
  });
});
