import { operationOf, textInput, toolOperations, type Note } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { textField } from '../../lib/tool-state/fields';
import { defaultSaltCount, parseBcryptHash, parseSaltCount, truncationWarning, variant2xWarning } from './bcrypt';
import type words from './locales/en.json';

const operation = operationOf<typeof words>();

const jBcryptAbc = '$2a$06$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i';

const withNotes = <T>(value: T, notes: (Note | undefined)[]) => {
  const said = notes.filter((note): note is Note => note !== undefined);
  return said.length === 0 ? ok(value) : { ok: true as const, value, notes: said };
};

// The strings are passwords: in the page only. The cost and a hash to check are not secrets.
export const bcryptHash = operation({
  id: 'bcrypt-hash',
  description: 'hash.description',
  input: textInput('password', 'text'),
  fields: {
    text: textField('', { sensitive: true, label: 'string.label' }),
    // Kept as typed, so a bad count stays in the field with its error.
    saltCount: textField(String(defaultSaltCount), { label: 'saltCount.label' }),
  },
  output: { kind: 'bcrypt-hash', label: 'hash.output' },
  // bcryptjs loads when the operation runs: the page hashes in its workers.
  run: async (text, { saltCount }) => {
    const cost = parseSaltCount(saltCount);
    if (!cost.ok) return cost;
    const { hashString } = await import('./bcrypt-run');
    return withNotes((await hashString(text, cost.value)).hash, [truncationWarning(text)]);
  },
  examples: [
    { name: 'examples.hello', input: 'hello', output: { matches: /^\$2[aby]\$10\$[./A-Za-z0-9]{53}$/ } },
    { input: 'hello', options: { saltCount: '3' }, error: 'errors.saltCount' },
  ],
});

export const bcryptCompare = operation({
  id: 'bcrypt-compare',
  description: 'compare.description',
  input: textInput('password', 'compareText'),
  fields: {
    compareText: textField('', { sensitive: true, label: 'string.label' }),
    hash: textField('', { label: 'compare.hash.label' }),
  },
  // Whether they match ("Do they match ?").
  output: { kind: 'text', label: 'compare.question' },
  run: async (text, { hash }) => {
    // Surrounding white space (a pasted line break, say) is not part of a hash.
    const trimmed = hash.trim();
    if (trimmed === '') return ok(false);
    const parsed = parseBcryptHash(trimmed);
    if (!parsed.ok) return parsed;
    const { compareString } = await import('./bcrypt-run');
    const { match } = await compareString(text, trimmed);
    return withNotes(match, [truncationWarning(text), variant2xWarning(parsed.value.variant, text)]);
  },
  examples: [
    { name: 'examples.vector', input: 'abc', options: { hash: jBcryptAbc }, output: true },
    { name: 'examples.vectorMismatch', input: 'abd', options: { hash: jBcryptAbc }, output: false },
    {
      name: 'examples.hello2b',
      input: 'hello',
      options: { hash: '$2b$04$ErF7PMjGLKJDoYGj6NuhteQBUMtdUWD5KLPmRpEH5ltpIj5j9.tNO' },
      output: true,
    },
    { name: 'examples.badHash', input: 'hello', options: { hash: 'not a hash' }, error: 'errors.invalidHash' },
  ],
});

export const operations = toolOperations(bcryptHash, bcryptCompare);
