import { Box } from '@mantine/core';
import { useMemo, useState } from 'react';
import { FormatConverter } from '../../ui/format-converter/FormatConverter';
import { Select } from '../../ui/select/Select';
import { convertJsonToXml, indentationOptions, type Indentation, type JsonToXmlOptions } from './json-to-xml';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./json-to-xml.worker.ts', import.meta.url), { type: 'module' });

export default function JsonToXml() {
  const [indentation, setIndentation] = useState<Indentation>('2-spaces');
  const options = useMemo<JsonToXmlOptions>(() => ({ indentation }), [indentation]);

  return (
    <FormatConverter
      input={{
        label: 'Your JSON content',
        placeholder: 'Paste your JSON content here...',
        defaultValue: '{"a":{"_attributes":{"x":"1.234","y":"It\'s"}}}',
      }}
      output={{ label: 'Converted XML', language: 'xml', fileName: 'json-to-xml.xml' }}
      convert={convertJsonToXml}
      options={options}
      spawnWorker={spawnWorker}
      controls={
        // A fixed width, so the layout does not shift with the chosen option's label.
        <Box w={220}>
          <Select label="Indentation" options={indentationOptions} value={indentation} onChange={setIndentation} />
        </Box>
      }
    />
  );
}
