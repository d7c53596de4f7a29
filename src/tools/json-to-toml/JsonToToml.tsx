import { FormatConverter } from '../../ui/format-converter/FormatConverter';
import { convertJsonToToml } from './json-to-toml';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./json-to-toml.worker.ts', import.meta.url), { type: 'module' });

export default function JsonToToml() {
  return (
    <FormatConverter
      input={{ label: 'Your JSON', placeholder: 'Paste your JSON here...' }}
      output={{ label: 'TOML from your JSON', language: 'toml', fileName: 'json-to-toml.toml' }}
      convert={convertJsonToToml}
      options={undefined}
      spawnWorker={spawnWorker}
    />
  );
}
