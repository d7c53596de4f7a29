import { FormatConverter } from '../../ui/format-converter/FormatConverter';
import { CsvPreview } from './CsvPreview';
import { delimiterCharacters } from './json-to-csv';
import words from './locales/en.json';
import { jsonToCsv } from './operations';

// Excel reads a CSV file as UTF-8 only when it starts with a byte order mark.
const byteOrderMark = '\uFEFF';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./json-to-csv.worker.ts', import.meta.url), { type: 'module' });

export default function JsonToCsv() {
  return (
    <FormatConverter
      slug="json-to-csv"
      words={words}
      operation={jsonToCsv}
      input={{ placeholder: 'json.placeholder' }}
      output={{
        mimeType: 'text/csv',
        fileName: 'json-to-csv.csv',
        fileContent: (csv, { bom }) => (bom ? byteOrderMark + csv : csv),
        downloadLabel: 'csv.download',
      }}
      spawnWorker={spawnWorker}
      // A fixed width, so the layout does not shift with the chosen option's label.
      controlWidths={{ delimiter: 180 }}
      below={(csv, { delimiter }) => <CsvPreview csv={csv} delimiter={delimiterCharacters[delimiter]} />}
    />
  );
}
