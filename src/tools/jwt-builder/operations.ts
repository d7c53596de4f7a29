import { operationOf, textInput, toolOperations, type OperationResult } from '../../lib/operation/operation';
import { ecP256Sec1, ed25519Pkcs8, rsa1024Pkcs8, rsa2048Pkcs1 } from './example-keys';
import { jwtBuilderFields } from './fields';
import { buildJwt } from './jwt-builder';
import type words from './locales/en.json';

const operation = operationOf<typeof words>();

const defaultToken =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
const rs256Payload =
  '{"sub":"svc-billing","aud":"https://api.example.com","scope":"invoices:read","iat":1767225600,"exp":1767229200}';
const rs256PayloadPart =
  'eyJzdWIiOiJzdmMtYmlsbGluZyIsImF1ZCI6Imh0dHBzOi8vYXBpLmV4YW1wbGUuY29tIiwic2NvcGUiOiJpbnZvaWNlczpyZWFkIiwiaWF0IjoxNzY3MjI1NjAwLCJleHAiOjE3NjcyMjkyMDB9';

export const jwtSign = operation({
  id: 'jwt-sign',
  description: 'description',
  input: textInput('json', 'payload'),
  fields: jwtBuilderFields,
  output: { kind: 'jwt', label: 'token.label' },
  run: async (payload, options): Promise<OperationResult<string>> => {
    const signed = await buildJwt(payload, options);
    if (!signed.ok) return signed;
    const { token, notes } = signed.value;
    return notes.length > 0 ? { ok: true, value: token, notes } : { ok: true, value: token };
  },
  // The spec's examples (jose 6.2.18; HS and RS256 re-signed with OpenSSL). PS* and ES* signatures
  // are random: their examples are patterns.
  examples: [
    {
      name: 'examples.defaults',
      input: '{\n  "sub": "1234567890",\n  "name": "John Doe",\n  "iat": 1516239022\n}',
      options: { key: 'your-256-bit-secret' },
      output: defaultToken,
      notes: ['notes.shortSecret'],
    },
    {
      name: 'examples.hs384',
      input: '{\n  "sub": "user-42",\n  "role": "admin",\n  "iat": 1767225600,\n  "exp": 1767226500\n}',
      options: {
        alg: 'HS384',
        key: 'aHMzODQtdGVzdC1zZWNyZXQtd2l0aC1leGFjdGx5LTQ4LWJ5dGVzLWxlbmd0aCEh',
        keyBase64: true,
      },
      output:
        'eyJhbGciOiJIUzM4NCIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTQyIiwicm9sZSI6ImFkbWluIiwiaWF0IjoxNzY3MjI1NjAwLCJleHAiOjE3NjcyMjY1MDB9.rCUhkqNdz6SbeZO002L9f2Pv_Ttd7bvoxDfiiLv_RuqYSRIlF_OorPjZ6azF1QX9',
    },
    {
      name: 'examples.rs256',
      input: rs256Payload,
      options: { alg: 'RS256', key: rsa2048Pkcs1 },
      output: `eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.${rs256PayloadPart}.igLcuK06ZZVpuVv-R1w8NHOxOYcQ5OmThVlFbxHrDAnDX3Z19GFM0iL0ZSOpZzZvjVVSjMSWSEkinFV2fqAgg_WdKCvMrLq83jPCzVZw2CUmdAzW9Kmia63FYJv8Q21JEHaGU8iJefDjUQVCaZWUnVUK9IFMRsoD46D7o0EbWA48G5uy3jIxkc9q7cubFtKe51LkyMLJa3kjva5yabEo59kf1kL_vIcnwjyUEia6tvYMAycNTL72FUMWJN3TxpBugpf9SvGeHOa3jOjXVSHPuYHZaUwsA01nPx22Z00dVk__IWf5orT2ruy8u9-oDzRGtOhWob2Dj9e9kX2f0cSyqA`,
    },
    {
      name: 'examples.ps256',
      input: rs256Payload,
      options: { alg: 'PS256', key: rsa2048Pkcs1 },
      output: {
        matches: new RegExp(`^eyJhbGciOiJQUzI1NiIsInR5cCI6IkpXVCJ9\\.${rs256PayloadPart}\\.[A-Za-z0-9_-]{342}$`),
      },
    },
    {
      name: 'examples.es256',
      input: '{"sub":"device-7","iat":1767225600}',
      options: { alg: 'ES256', key: ecP256Sec1 },
      output: {
        matches:
          /^eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9\.eyJzdWIiOiJkZXZpY2UtNyIsImlhdCI6MTc2NzIyNTYwMH0\.[A-Za-z0-9_-]{86}$/,
      },
    },
    {
      name: 'examples.eddsa',
      input: '{"iss":"it-tools","sub":"ed-test","iat":1767225600}',
      options: { alg: 'EdDSA', key: ed25519Pkcs8 },
      output:
        'eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJpdC10b29scyIsInN1YiI6ImVkLXRlc3QiLCJpYXQiOjE3NjcyMjU2MDB9.J-O6xT4QLS-1JRvA8BOW4AmTNGgsfwtHKRXqbvfbMHGVzxP76XDLlSs3zhr351t2sGlvFejPk5tLPTwXyFETBA',
    },
    {
      name: 'examples.kidHeader',
      input: '{"sub":"x"}',
      options: { header: '{"kid":"k1"}', key: 'secret-key-of-at-least-32-bytes!!' },
      output: 'eyJhbGciOiJIUzI1NiIsImtpZCI6ImsxIn0.eyJzdWIiOiJ4In0.iA8hVQUkKZ1qXO_lejrdoEJodU_n9RotUeql871_rBY',
    },
    {
      name: 'examples.algReplaced',
      input: '{\n  "sub": "1234567890",\n  "name": "John Doe",\n  "iat": 1516239022\n}',
      options: {
        alg: 'HS512',
        header: '{"typ":"JWT","alg":"none"}',
        key: 'a-sixty-four-byte-secret-for-hs512-0123456789abcdef0123456789abc',
      },
      output:
        'eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzUxMiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.J2eI8MvQyAzbjvqySzjKkU2HiQedeexAcsIrUVuSTSuJ608zFPd8LL0ravRq9shX49HpV7_gMXxI6BO7-fXIzw',
    },
    { input: '{"sub":"x"}', options: { alg: 'ES256', key: rsa2048Pkcs1 }, error: 'errors.keyIs.rsa' },
    {
      name: 'examples.smallRsa',
      input: '{"sub":"x"}',
      options: { alg: 'RS256', key: rsa1024Pkcs8 },
      error: 'errors.keyIs.rsaBits',
    },
    {
      name: 'examples.wrongCurve',
      input: '{"sub":"x"}',
      options: { alg: 'ES384', key: ecP256Sec1 },
      error: 'errors.keyIs.ec',
    },
    {
      name: 'examples.invalidPayload',
      input: '{"sub":',
      options: { key: 'your-256-bit-secret' },
      error: 'errors.payload.invalidJson',
    },
    { input: '[1,2]', options: { key: 'your-256-bit-secret' }, error: 'errors.payload.notObject' },
  ],
});

export const operations = toolOperations(jwtSign);
