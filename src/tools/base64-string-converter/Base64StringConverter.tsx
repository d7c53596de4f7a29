import { useMemo } from 'react';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Switch } from '../../ui/switch/Switch';
import { TwoWayConverter } from '../../ui/two-way-converter/TwoWayConverter';
import { base64Fields } from './base64-fields';
import { decodeBase64, encodeBase64 } from './base64-string-converter';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () =>
  new Worker(new URL('./base64-string-converter.worker.ts', import.meta.url), { type: 'module' });

export default function Base64StringConverter() {
  const [state, set] = useToolState('base64-string-converter', base64Fields);
  const encodeUrlSafe = state.encodeUrlSafe;
  const decodeUrlSafe = state.decodeUrlSafe;
  const encodeOptions = useMemo(() => ({ urlSafe: encodeUrlSafe }), [encodeUrlSafe]);
  const decodeOptions = useMemo(() => ({ urlSafe: decodeUrlSafe }), [decodeUrlSafe]);

  return (
    <TwoWayConverter
      rows={5}
      spawnWorker={spawnWorker}
      encode={{
        name: 'text',
        title: 'String to base64',
        controls: (
          <Switch label="Encode URL safe" checked={encodeUrlSafe} onChange={(value) => set('encodeUrlSafe', value)} />
        ),
        input: { label: 'String to encode', placeholder: 'Put your string here...' },
        output: { label: 'Base64 of string', placeholder: 'The base64 encoding of your string will be here' },
        copyLabel: 'Copy base64',
        convert: encodeBase64,
        options: encodeOptions,
        value: state.text,
        onChange: (value) => set('text', value),
      }}
      decode={{
        name: 'base64',
        title: 'Base64 to string',
        controls: (
          <Switch label="Decode URL safe" checked={decodeUrlSafe} onChange={(value) => set('decodeUrlSafe', value)} />
        ),
        input: { label: 'Base64 string to decode', placeholder: 'Your base64 string...' },
        output: { label: 'Decoded string', placeholder: 'The decoded string will be here' },
        copyLabel: 'Copy decoded string',
        convert: decodeBase64,
        options: decodeOptions,
        value: state.base64,
        onChange: (value) => set('base64', value),
      }}
    />
  );
}
