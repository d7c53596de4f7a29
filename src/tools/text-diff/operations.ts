import { message, type Message } from '../../lib/operation/message';
import { operationOf, textInput, toolOperations, type Note } from '../../lib/operation/operation';
import { booleanField, choiceField, textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { diffTexts, type TextDiff } from './text-diff';

export const viewChoices = ['side-by-side', 'inline'] as const;
export const granularityChoices = ['words', 'characters'] as const;

/** What the page says above the diff: "No differences", the counts, and whether it is rough. */
export function diffNotes({ layout, rough }: Pick<TextDiff, 'layout' | 'rough'>): Note[] {
  const summary: Message = message('notes.summary', { added: layout.added, removed: layout.removed });
  return [
    ...(layout.added + layout.removed === 0 ? [message('notes.noDifferences')] : []),
    summary,
    ...(rough ? [{ ...message('notes.rough'), warning: true }] : []),
  ];
}

/** jsdiff's patch of one hunk: its header line, then its lines. */
const patchOf = (hunkHeader: string, lines: string) =>
  [
    '===================================================================',
    '--- original',
    '+++ modified',
    hunkHeader,
    lines,
  ].join('\n');

// Nothing is persisted: the texts may be confidential.
export const textDiff = operationOf<typeof words>()({
  id: 'text-diff',
  input: textInput('text', 'original'),
  fields: {
    original: textField('original text', { label: 'original.label' }),
    modified: textField('modified text', { label: 'modified.label' }),
    view: choiceField('side-by-side', viewChoices, {
      label: 'view.label',
      choiceLabels: { 'side-by-side': 'view.sideBySide', inline: 'view.inline' },
    }),
    ignoreWhitespace: booleanField(false, { label: 'ignoreWhitespace' }),
    ignoreCase: booleanField(false, { label: 'ignoreCase' }),
    wordWrap: booleanField(false, { label: 'wordWrap' }),
    granularity: choiceField('words', granularityChoices, {
      label: 'granularity.label',
      choiceLabels: { words: 'granularity.words', characters: 'granularity.characters' },
    }),
  },
  output: { kind: 'text', label: 'patch.label' },
  run: (original, { modified, ignoreWhitespace, ignoreCase }) => {
    const diff = diffTexts({ original, modified, ignoreWhitespace, ignoreCase });
    return { ok: true, value: diff.patch, notes: diffNotes(diff) };
  },
  examples: [
    {
      name: 'examples.changedLine',
      input: 'a\nb\nc\n',
      options: { modified: 'a\nB\nc\n' },
      output: patchOf('@@ -1,3 +1,3 @@', ' a\n-b\n+B\n c\n'),
      notes: ['notes.summary'],
    },
    {
      name: 'examples.initial',
      input: 'original text',
      output: patchOf(
        '@@ -1,1 +1,1 @@',
        '-original text\n\\ No newline at end of file\n+modified text\n\\ No newline at end of file\n',
      ),
      notes: ['notes.summary'],
    },
  ],
});

export const operations = toolOperations(textDiff);
