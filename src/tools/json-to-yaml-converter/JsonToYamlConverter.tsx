import { FormatConverter } from '../../ui/format-converter/FormatConverter';
import { convertJsonToYaml } from './json-to-yaml-converter';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () =>
  new Worker(new URL('./json-to-yaml-converter.worker.ts', import.meta.url), { type: 'module' });

export default function JsonToYamlConverter() {
  return (
    <FormatConverter
      input={{ label: 'Your JSON', placeholder: 'Paste your JSON here...' }}
      output={{ label: 'YAML from your JSON', language: 'yaml', fileName: 'json-to-yaml-converter.yaml' }}
      convert={convertJsonToYaml}
      options={undefined}
      spawnWorker={spawnWorker}
    />
  );
}
