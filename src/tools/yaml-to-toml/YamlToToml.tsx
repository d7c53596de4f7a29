import { FormatConverter } from '../../ui/format-converter/FormatConverter';
import { convertYamlToToml } from './yaml-to-toml';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./yaml-to-toml.worker.ts', import.meta.url), { type: 'module' });

export default function YamlToToml() {
  return (
    <FormatConverter
      input={{ label: 'Your YAML', placeholder: 'Paste your YAML here...' }}
      output={{ label: 'TOML from your YAML', language: 'toml', fileName: 'yaml-to-toml.toml' }}
      convert={convertYamlToToml}
      options={undefined}
      spawnWorker={spawnWorker}
    />
  );
}
