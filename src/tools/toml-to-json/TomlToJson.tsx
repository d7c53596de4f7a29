import { FormatConverter } from '../../ui/format-converter/FormatConverter';
import { convertTomlToJson } from './toml-to-json';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./toml-to-json.worker.ts', import.meta.url), { type: 'module' });

export default function TomlToJson() {
  return (
    <FormatConverter
      input={{ label: 'Your TOML', placeholder: 'Paste your TOML here...' }}
      output={{ label: 'JSON from your TOML', language: 'json', fileName: 'toml-to-json.json' }}
      convert={convertTomlToJson}
      options={undefined}
      spawnWorker={spawnWorker}
    />
  );
}
