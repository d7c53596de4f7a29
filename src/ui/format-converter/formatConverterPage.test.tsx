// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../lib/operation/message';
import { operationOf, textInput } from '../../lib/operation/operation';
import { textToText } from '../../lib/operation/text-to-text';
import { textField } from '../../lib/tool-state/fields';
import { renderWithProviders } from '../../test/render';
import { formatConverterPage } from './formatConverterPage';

const words = {
  csv: { label: 'Your CSV', placeholder: 'Paste your CSV here...' },
  json: { label: 'JSON from your CSV' },
  errors: { emptyCell: 'Invalid CSV: empty cell {{column}}' },
};

const csvToJson = operationOf<typeof words>()({
  id: 'csv-to-json',
  input: textInput('csv', 'csv'),
  fields: { csv: textField('a,b', { label: 'csv.label' }) },
  output: { kind: 'json', label: 'json.label' },
  run: textToText((text: string) => {
    const cells = text.trim().split(',');
    const empty = cells.findIndex((cell) => cell.trim() === '');
    if (empty >= 0) fail('errors.emptyCell', { column: empty + 1 });
    return JSON.stringify(cells);
  }),
  examples: [{ input: 'a,b', output: '["a","b"]' }],
});

const spawnWorker = vi.fn(() => {
  throw new Error('small input converts on the page');
});

const CsvToJson = formatConverterPage({
  slug: 'csv-to-json',
  words,
  operation: csvToJson,
  input: { placeholder: 'csv.placeholder' },
  output: { language: 'json', fileName: 'csv-to-json.json' },
  spawnWorker,
});

const input = () => screen.getByRole('textbox', { name: 'Your CSV' }) as HTMLTextAreaElement;
const output = () => screen.getByRole('textbox', { name: 'JSON from your CSV' });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('formatConverterPage', () => {
  it('makes a page of the shared layout from the data alone, wording its errors from the catalogue', async () => {
    renderWithProviders(<CsvToJson />);
    expect(output().textContent).toBe('["a","b"]');
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();

    await userEvent.type(input(), ',');
    expect(screen.getByText('Invalid CSV: empty cell 3')).toBeTruthy();
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
