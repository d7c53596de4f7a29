import { failure } from '../../lib/operation/message';
import { operationOf, textInput, toolOperations, type OperationResult } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { booleanField, textField } from '../../lib/tool-state/fields';
import { decodeJwt, sampleJwt, timeNote } from './jwt-parser';
import { verifyJwt } from './jwt-verify';
import type words from './locales/en.json';

const operation = operationOf<typeof words>();

// Tokens and keys are secrets: in the page only, never in a link or storage.
const token = textField(sampleJwt, { sensitive: true, label: 'decode.input.label' });

const hs384 =
  'eyJhbGciOiJIUzM4NCJ9.eyJzdWIiOiJjYXJvbCIsImVtYWlsIjoiY2Fyb2xAZXhhbXBsZS5jb20iLCJlbWFpbF92ZXJpZmllZCI6dHJ1ZSwiaWF0IjoxNjA5NDU5MjAwfQ.9nrrxKppireGgSpub8N79Vg81ivj2nVbyXyZtQ8jbAwmi_kDPqHk8dCK4i53hmcG';

export const jwtDecode = operation({
  id: 'jwt-decode',
  description: 'descriptions.decode',
  input: textInput('jwt', 'token'),
  fields: { token },
  outputs: { header: { kind: 'json', label: 'decode.header' }, payload: { kind: 'json', label: 'decode.payload' } },
  run: (text): OperationResult<{ header: string; payload: string }> => {
    const decoded = decodeJwt(text);
    if (!decoded.ok) return decoded;
    const { headerJson: header, payloadJson: payload } = decoded.value;
    if (header === undefined || payload === undefined) return failure('errors.tooDeep');
    const note = timeNote(decoded.value.payload, Date.now());
    return note ? { ok: true, value: { header, payload }, notes: [note] } : ok({ header, payload });
  },
  examples: [
    {
      name: 'examples.sample',
      input: sampleJwt,
      output: {
        header: '{\n  "alg": "HS256",\n  "typ": "JWT"\n}',
        payload: '{\n  "sub": "1234567890",\n  "name": "John Doe",\n  "iat": 1516239022\n}',
      },
    },
    {
      name: 'examples.hs384',
      input: hs384,
      output: {
        header: '{\n  "alg": "HS384"\n}',
        payload:
          '{\n  "sub": "carol",\n  "email": "carol@example.com",\n  "email_verified": true,\n  "iat": 1609459200\n}',
      },
    },
    { name: 'examples.invalid', input: 'abc', error: 'errors.invalidJwt' },
  ],
});

export const jwtVerify = operation({
  id: 'jwt-verify',
  description: 'descriptions.verify',
  input: textInput('jwt', 'token'),
  fields: {
    token,
    key: textField('', { sensitive: true, label: 'verify.key.label' }),
    keyBase64: booleanField(false, { label: 'verify.keyBase64' }),
  },
  // Whether the signature is right ("Signature verified" or "Invalid signature").
  output: { kind: 'text', label: 'verify.output' },
  run: async (text, { key, keyBase64 }): Promise<OperationResult<boolean>> => {
    const decoded = decodeJwt(text);
    if (!decoded.ok) return decoded;
    const algorithm = decoded.value.header.find((claim) => claim.name === 'alg')?.value;
    const verdict = await verifyJwt(decoded.value.token, algorithm, key, keyBase64);
    return verdict.status === 'unusable' ? { ok: false, error: verdict.reason } : ok(verdict.status === 'verified');
  },
  examples: [
    { name: 'examples.sampleSecret', input: sampleJwt, options: { key: 'your-256-bit-secret' }, output: true },
    { name: 'examples.wrongSecret', input: sampleJwt, options: { key: 'wrong' }, output: false },
    {
      name: 'examples.hs384Secret',
      input: hs384,
      options: { key: 'k3y-for-hs384-must-be-48-bytes-long-xxxxxxxxxxxxxxxxxxx' },
      output: true,
    },
  ],
});

export const operations = toolOperations(jwtDecode, jwtVerify);
