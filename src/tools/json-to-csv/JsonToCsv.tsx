import { Box } from '@mantine/core';
import { booleanField, choiceField, defineFields, textField } from '../../lib/tool-state/fields';
import { FormatConverter } from '../../ui/format-converter/FormatConverter';
import { Select } from '../../ui/select/Select';
import { Switch } from '../../ui/switch/Switch';
import { CsvPreview } from './CsvPreview';
import {
  convertJsonToCsv,
  defaultJsonToCsvOptions as defaults,
  delimiterCharacters,
  delimiterOptions,
  type Delimiter,
} from './json-to-csv';

const fields = defineFields({
  json: textField(''),
  delimiter: choiceField<Delimiter>(
    defaults.delimiter,
    delimiterOptions.map((option) => option.value),
  ),
  flatten: booleanField(defaults.flatten),
  bom: booleanField(false),
});

// Excel reads a CSV file as UTF-8 only when it starts with a byte order mark.
const byteOrderMark = '\uFEFF';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./json-to-csv.worker.ts', import.meta.url), { type: 'module' });

export default function JsonToCsv() {
  return (
    <FormatConverter
      slug="json-to-csv"
      fields={fields}
      input={{ name: 'json', label: 'Your raw JSON', placeholder: 'Paste your raw JSON here...' }}
      output={{
        label: 'CSV version of your JSON',
        mimeType: 'text/csv',
        fileName: 'json-to-csv.csv',
        fileContent: (csv, { bom }) => (bom ? byteOrderMark + csv : csv),
        downloadLabel: 'Download .csv',
      }}
      convert={convertJsonToCsv}
      spawnWorker={spawnWorker}
      controls={({ delimiter, flatten, bom }, set) => (
        <>
          {/* A fixed width, so the layout does not shift with the chosen option's label. */}
          <Box w={180}>
            <Select
              label="Delimiter"
              options={delimiterOptions}
              value={delimiter}
              onChange={(value) => set('delimiter', value)}
            />
          </Box>
          <Switch label="Flatten nested objects" checked={flatten} onChange={(value) => set('flatten', value)} />
          <Switch label="Add a BOM to the download (for Excel)" checked={bom} onChange={(value) => set('bom', value)} />
        </>
      )}
      below={(csv, { delimiter }) => <CsvPreview csv={csv} delimiter={delimiterCharacters[delimiter]} />}
    />
  );
}
