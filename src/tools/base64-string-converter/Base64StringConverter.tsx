import { useMemo } from 'react';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Switch } from '../../ui/switch/Switch';
import { TwoWayConverter } from '../../ui/two-way-converter/TwoWayConverter';
import { base64Fields } from './base64-fields';
import { decodeBase64, encodeBase64 } from './base64-string-converter';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnEncoder = () => new Worker(new URL('./base64-encode.worker.ts', import.meta.url), { type: 'module' });
const spawnDecoder = () => new Worker(new URL('./base64-decode.worker.ts', import.meta.url), { type: 'module' });

export default function Base64StringConverter() {
  const [state, set] = useToolState('base64-string-converter', base64Fields);
  const encodeUrlSafe = state.encodeUrlSafe;
  const decodeUrlSafe = state.decodeUrlSafe;
  const encode = useMemo(() => {
    const options = { urlSafe: encodeUrlSafe };
    return {
      convert: (text: string) => encodeBase64(text, options),
      worker: { spawn: spawnEncoder, convert: encodeBase64, options },
    };
  }, [encodeUrlSafe]);
  const decode = useMemo(() => {
    const options = { urlSafe: decodeUrlSafe };
    return {
      convert: (base64: string) => decodeBase64(base64, options),
      worker: { spawn: spawnDecoder, convert: decodeBase64, options },
    };
  }, [decodeUrlSafe]);

  return (
    <TwoWayConverter
      rows={5}
      encode={{
        title: 'String to base64',
        options: (
          <Switch label="Encode URL safe" checked={encodeUrlSafe} onChange={(value) => set('encodeUrlSafe', value)} />
        ),
        input: { label: 'String to encode', placeholder: 'Put your string here...' },
        output: { label: 'Base64 of string', placeholder: 'The base64 encoding of your string will be here' },
        copyLabel: 'Copy base64',
        ...encode,
        value: state.text,
        onChange: (value) => set('text', value),
      }}
      decode={{
        title: 'Base64 to string',
        options: (
          <Switch label="Decode URL safe" checked={decodeUrlSafe} onChange={(value) => set('decodeUrlSafe', value)} />
        ),
        input: { label: 'Base64 string to decode', placeholder: 'Your base64 string...' },
        output: { label: 'Decoded string', placeholder: 'The decoded string will be here' },
        copyLabel: 'Copy decoded string',
        ...decode,
        value: state.base64,
        onChange: (value) => set('base64', value),
      }}
    />
  );
}
