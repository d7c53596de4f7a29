import { Box } from '@mantine/core';
import { clampInteger } from '../../lib/clamp-integer';
import { FormatConverter } from '../../ui/format-converter/FormatConverter';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { Select } from '../../ui/select/Select';
import { Switch } from '../../ui/switch/Switch';
import { defaultSqlConversion } from './default-sql';
import { sqlFields } from './sql-fields';
import {
  caseOptions,
  defaultSqlPrettifyOptions as defaults,
  dialectOptions,
  indentStyleOptions,
  maxTabWidth,
  minTabWidth,
} from './sql-options';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./sql-prettify.worker.ts', import.meta.url), { type: 'module' });

export default function SqlPrettify() {
  return (
    <FormatConverter
      slug="sql-prettify"
      fields={sqlFields}
      input={{ name: 'sql', label: 'Your SQL query', placeholder: 'Put your SQL query here...' }}
      output={{ label: 'Prettified version of your query', language: 'sql', fileName: 'sql-prettify.sql' }}
      defaultConversion={defaultSqlConversion}
      spawnWorker={spawnWorker}
      controls={(options, set) => (
        <>
          {/* Fixed widths, so the row does not shift with the chosen options' labels. */}
          <Box w={240}>
            <Select
              label="Dialect"
              options={dialectOptions}
              value={options.dialect}
              onChange={(value) => set('dialect', value)}
            />
          </Box>
          <Box w={160}>
            <Select
              label="Keyword case"
              options={caseOptions}
              value={options.keywordCase}
              onChange={(value) => set('keywordCase', value)}
            />
          </Box>
          <Box w={160}>
            <Select
              label="Indent style"
              options={indentStyleOptions}
              value={options.indentStyle}
              onChange={(value) => set('indentStyle', value)}
            />
          </Box>
          <Box w={160}>
            <Select
              label="Function case"
              options={caseOptions}
              value={options.functionCase}
              onChange={(value) => set('functionCase', value)}
            />
          </Box>
          <NumberInput
            label="Tab width"
            value={options.tabWidth}
            onChange={(value) => set('tabWidth', clampInteger(value, minTabWidth, maxTabWidth, defaults.tabWidth))}
            min={minTabWidth}
            max={maxTabWidth}
            w={100}
          />
          <Switch
            label="Dense operators"
            checked={options.denseOperators}
            onChange={(value) => set('denseOperators', value)}
          />
          <Switch label="Minify SQL" checked={options.minify} onChange={(value) => set('minify', value)} />
        </>
      )}
    />
  );
}
