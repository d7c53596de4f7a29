// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  installFakeIntersectionObserver,
  removeIntersectionObserver,
  reportNear,
} from '../../test/fake-intersection-observer';
import { renderWithProviders } from '../../test/render';
import { KeyValueTable } from './KeyValueTable';
import { Table, type TableColumn } from './Table';
import classes from './Table.module.css';

interface Status {
  code: number;
  name: string;
}

const columns: TableColumn<Status>[] = [
  { header: 'Code', accessor: 'code' },
  { header: 'Name', accessor: 'name' },
  { header: 'Class', render: (row) => `${String(row.code)[0]}xx` },
];

const rows: Status[] = [
  { code: 200, name: 'OK' },
  { code: 404, name: 'Not Found' },
];

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Table', () => {
  it('renders the column headers and a row of cells per item', () => {
    renderWithProviders(<Table caption="Status codes" columns={columns} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Status codes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Code', 'Name', 'Class']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(cellTexts(first)).toEqual(['200', 'OK', '2xx']);
    expect(cellTexts(second)).toEqual(['404', 'Not Found', '4xx']);
  });

  it('draws a long table a batch at a time as the reader nears its end, and from the first batch for new rows', () => {
    installFakeIntersectionObserver();
    const many = Array.from({ length: 25 }, (_, index) => ({ code: 100 + index, name: `Code ${index}` }));
    const { rerender } = renderWithProviders(<Table columns={columns} rows={many} rowsPerBatch={10} />);
    const bodyRows = () => screen.getAllByRole('row').slice(1, -1);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('10 of 25 rows shown: scroll for more')).toBeTruthy();
    reportNear();
    reportNear();
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(25);
    expect(screen.queryByText(/rows shown/)).toBeNull();
    expect(cellTexts(screen.getAllByRole('row')[25])).toEqual(['124', 'Code 24', '1xx']);

    rerender(<Table columns={columns} rows={many.slice(5)} rowsPerBatch={10} />);
    expect(bodyRows()).toHaveLength(10);
    expect(cellTexts(bodyRows()[0])).toEqual(['105', 'Code 5', '1xx']);
    expect(screen.getByText('10 of 20 rows shown: scroll for more')).toBeTruthy();
    removeIntersectionObserver();
  });

  it('draws every row at once where IntersectionObserver is missing', () => {
    const many = Array.from({ length: 25 }, (_, index) => ({ code: 100 + index, name: `Code ${index}` }));
    renderWithProviders(<Table columns={columns} rows={many} rowsPerBatch={10} />);
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(25);
  });

  it('can stack rows as cards on narrow screens, each cell naming its column', () => {
    renderWithProviders(<Table caption="Stacked" columns={columns} rows={rows} stackOnNarrow />);
    const table = screen.getByRole('table', { name: 'Stacked' });
    expect(table.className).toContain(classes.stacked);
    const [, first] = within(table).getAllByRole('row');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.dataset.label),
    ).toEqual(['Code', 'Name', 'Class']);
  });

  it('keeps the usual layout by default', () => {
    renderWithProviders(<Table caption="Plain" columns={columns} rows={rows} />);
    expect(screen.getByRole('table', { name: 'Plain' }).className).not.toContain(classes.stacked);
  });

  it('says there is nothing to show without rows', () => {
    renderWithProviders(<Table columns={columns} rows={[]} />);
    expect(screen.getByRole('cell', { name: 'Nothing to show' })).toBeTruthy();
  });
});

describe('KeyValueTable', () => {
  it('shows each label as a row header beside its value', () => {
    renderWithProviders(
      <KeyValueTable
        caption="Parsed URL"
        rows={[
          { label: 'Protocol', value: 'https:' },
          { label: 'Host', value: 'example.com' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Parsed URL' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Protocol', 'Host']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['https:', 'example.com']);
    expect(within(table).queryByRole('button')).toBeNull();
  });

  it('gives copyable values a copy button, and leaves empty or opted-out values without one', () => {
    renderWithProviders(
      <KeyValueTable
        copyable
        rows={[
          { label: 'Host', value: 'example.com' },
          { label: 'Port', value: '' },
          { label: 'Path', value: '/', copyable: false },
        ]}
      />,
    );
    const [hostRow, portRow, pathRow] = screen.getAllByRole('row');
    expect(within(hostRow).getByRole('button', { name: 'Copy to clipboard' })).toBeTruthy();
    expect(within(portRow).queryByRole('button')).toBeNull();
    expect(within(pathRow).queryByRole('button')).toBeNull();
  });

  it('can show a label dressed up, keeping the plain label as the row key', () => {
    renderWithProviders(
      <KeyValueTable rows={[{ label: 'alg', labelDisplay: <span>alg (Algorithm)</span>, value: 'HS256' }]} />,
    );
    expect(screen.getByRole('rowheader').textContent).toBe('alg (Algorithm)');
  });
});
