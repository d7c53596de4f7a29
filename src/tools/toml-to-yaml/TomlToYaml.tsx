import { FormatConverter } from '../../ui/format-converter/FormatConverter';
import { convertTomlToYaml } from './toml-to-yaml';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./toml-to-yaml.worker.ts', import.meta.url), { type: 'module' });

export default function TomlToYaml() {
  return (
    <FormatConverter
      input={{ label: 'Your TOML', placeholder: 'Paste your TOML here...' }}
      output={{ label: 'YAML from your TOML', language: 'yaml', fileName: 'toml-to-yaml.yaml' }}
      convert={convertTomlToYaml}
      options={undefined}
      spawnWorker={spawnWorker}
    />
  );
}
