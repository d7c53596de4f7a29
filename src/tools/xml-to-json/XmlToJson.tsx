import { FormatConverter } from '../../ui/format-converter/FormatConverter';
import { convertXmlToJson } from './xml-to-json';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./xml-to-json.worker.ts', import.meta.url), { type: 'module' });

export default function XmlToJson() {
  return (
    <FormatConverter
      input={{
        label: 'Your XML content',
        placeholder: 'Paste your XML content here...',
        defaultValue: '<a x="1.234" y="It\'s"/>',
      }}
      output={{ label: 'Converted JSON', language: 'json', fileName: 'xml-to-json.json' }}
      convert={convertXmlToJson}
      options={undefined}
      spawnWorker={spawnWorker}
    />
  );
}
