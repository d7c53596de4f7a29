// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  slug: 'csv-to-json',
  input: { name: 'csv', label: 'Your CSV', placeholder: 'Paste your CSV here...', defaultValue: 'a,b' },
  output: { label: 'JSON from your CSV', language: 'json', fileName: 'csv-to-json.json' },
  convert: convertCsvToJson,
  spawnWorker,
});

const input = () => screen.getByRole('textbox', { name: 'Your CSV' }) as HTMLTextAreaElement;
const output = () => screen.getByRole('textbox', { name: 'JSON from your CSV' });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('formatConverterPage', () => {
  it('makes a page of the shared layout from the data alone', async () => {
    renderWithProviders(<CsvToJson />);
    expect(output().textContent).toBe('["a","b"]');
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();

    await userEvent.type(input(), ',');
    expect(screen.getByText('Invalid CSV: empty cell')).toBeTruthy();
    expect(output().textContent).toBe('');
    expect(spawnWorker).not.toHaveBeenCalled();
  });

  it('takes the input from a link, under its field name, and puts what is typed in the link', async () => {
    window.history.replaceState(null, '', '/csv-to-json#csv=x%2Cy');
    renderWithProviders(<CsvToJson />);
    await waitFor(() => expect(input().value).toBe('x,y'));
    expect(output().textContent).toBe('["x","y"]');

    await userEvent.type(input(), ',z');
    expect(output().textContent).toBe('["x","y","z"]');
    await waitFor(() => expect(new URLSearchParams(window.location.hash.slice(1)).get('csv')).toBe('x,y,z'));
  });
});
