import { Box } from '@mantine/core';
import { choiceField, defineFields, textField } from '../../lib/tool-state/fields';
import { FormatConverter } from '../../ui/format-converter/FormatConverter';
import { Select } from '../../ui/select/Select';
import { convertJsonToXml, indentationOptions, type Indentation } from './json-to-xml';

const fields = defineFields({
  json: textField('{"a":{"_attributes":{"x":"1.234","y":"It\'s"}}}'),
  indentation: choiceField<Indentation>(
    '2-spaces',
    indentationOptions.map((option) => option.value),
  ),
});

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./json-to-xml.worker.ts', import.meta.url), { type: 'module' });

export default function JsonToXml() {
  return (
    <FormatConverter
      slug="json-to-xml"
      fields={fields}
      input={{ name: 'json', label: 'Your JSON content', placeholder: 'Paste your JSON content here...' }}
      output={{ label: 'Converted XML', language: 'xml', fileName: 'json-to-xml.xml' }}
      convert={convertJsonToXml}
      spawnWorker={spawnWorker}
      controls={({ indentation }, set) => (
        // A fixed width, so the layout does not shift with the chosen option's label.
        <Box w={220}>
          <Select
            label="Indentation"
            options={indentationOptions}
            value={indentation}
            onChange={(value) => set('indentation', value)}
          />
        </Box>
      )}
    />
  );
}
