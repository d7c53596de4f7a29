import { describe, expect, it } from 'vitest';
import { toolWords } from '../../i18n/tool-words';
import { csvPreview, previewCaption, previewMaxColumns, previewMaxRows, type CsvPreview } from './csv-preview';
import words from './locales/en.json';

const { t } = toolWords(words);
const captionOf = (preview: CsvPreview) => {
  const caption = previewCaption(preview);
  return t(caption.key, caption.values);
};

describe('csvPreview', () => {
  it('reads the header and rows', () => {
    const preview = csvPreview('a;b\n"x;y";2', ';');
    expect(preview).toEqual({ header: ['a', 'b'], rows: [['x;y', '2']], cut: false });
    expect(preview && captionOf(preview)).toBe('Preview');
  });

  it('has nothing for empty CSV', () => {
    expect(csvPreview('', ',')).toBeUndefined();
  });

  it('keeps the first rows and columns of a large table', () => {
    const header = Array.from({ length: 40 }, (_, index) => `c${index}`);
    const csv = [header, ...Array.from({ length: 500 }, (_, row) => header.map(() => String(row)))]
      .map((row) => row.join(','))
      .join('\n');
    const preview = csvPreview(csv, ',');
    expect(preview?.header).toHaveLength(previewMaxColumns);
    expect(preview?.rows).toHaveLength(previewMaxRows);
    expect(preview?.rows[99]).toEqual(Array(previewMaxColumns).fill('99'));
    expect(preview && captionOf(preview)).toBe('Preview (the first 100 rows and 30 columns at most)');
  });

  it('is not cut at exactly the row limit', () => {
    const csv = ['a', ...Array.from({ length: previewMaxRows }, (_, row) => String(row))].join('\n');
    expect(csvPreview(csv, ',')?.cut).toBe(false);
  });
});
