import { message } from '../../lib/operation/message';
import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { booleanField, textField } from '../../lib/tool-state/fields';
import { normalizeEmails } from './email-normalizer';
import words from './locales/en.json';

/** The count of unique addresses, as the page shows it under the output. */
export const uniqueNote = (count: number) => message('notes.unique', { count });

// Nothing is stored (the spec); a link still carries the addresses and options.
export const emailNormalize = operationOf<typeof words>()({
  id: 'email-normalize',
  input: textInput('text', 'emails'),
  fields: {
    emails: textField('', { label: 'emails.label' }),
    removeDuplicates: booleanField(false, { label: 'removeDuplicates' }),
    moreProviders: booleanField(false, { label: 'moreProviders' }),
  },
  output: { kind: 'text', label: 'normalized.label' },
  run: (text, { removeDuplicates, moreProviders }) => {
    // Outside the page, the line that is not an address reads in English.
    const { output, uniqueCount } = normalizeEmails(text, {
      removeDuplicates,
      moreProviders,
      unparsable: words.unparsable,
    });
    return output === '' ? ok('') : { ok: true, value: output, notes: [uniqueNote(uniqueCount)] };
  },
  examples: [
    {
      name: 'examples.gmail',
      input: 'Ada.Lovelace+news@gmail.com\nalan.turing+x@GoogleMail.com',
      output: 'adalovelace@gmail.com\nalanturing@gmail.com',
      notes: ['notes.unique'],
    },
    {
      name: 'examples.unparsable',
      input: 'Foo.Bar+baz@example.com\nnot-an-email',
      output: 'foo.bar+baz@example.com\nUnable to parse email: not-an-email',
      notes: ['notes.unique'],
    },
  ],
});

export const operations = toolOperations(emailNormalize);
