import { formatConverterPage } from '../../ui/format-converter/formatConverterPage';
import { defaultSqlResult } from './default-sql';
import words from './locales/en.json';
import { sqlPrettify } from './operations';

export default formatConverterPage({
  slug: 'sql-prettify',
  words,
  operation: sqlPrettify,
  input: { placeholder: 'sql.placeholder' },
  output: { language: 'sql', fileName: 'sql-prettify.sql' },
  workerOnly: true,
  defaultResult: defaultSqlResult,
  // Fixed widths, so the row does not shift with the chosen options' labels.
  controlWidths: { dialect: 240, keywordCase: 160, indentStyle: 160, functionCase: 160, tabWidth: 100 },
  // Called only from an effect (see useWorkerResult), never while rendering or prerendering.
  spawnWorker: () => new Worker(new URL('./sql-prettify.worker.ts', import.meta.url), { type: 'module' }),
});
