import { FormatConverter } from '../../ui/format-converter/FormatConverter';
import { convertYamlToJson } from './yaml-to-json-converter';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () =>
  new Worker(new URL('./yaml-to-json-converter.worker.ts', import.meta.url), { type: 'module' });

export default function YamlToJsonConverter() {
  return (
    <FormatConverter
      input={{ label: 'Your YAML', placeholder: 'Paste your YAML here...' }}
      output={{ label: 'JSON from your YAML', language: 'json', fileName: 'yaml-to-json-converter.json' }}
      convert={convertYamlToJson}
      options={undefined}
      spawnWorker={spawnWorker}
    />
  );
}
