// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operationOf, textInput } from '../../lib/operation/operation';
import { runSafely } from '../../lib/operation/run';
import type { OperationRequest } from '../../lib/operation/serve-operation';
import { textToText } from '../../lib/operation/text-to-text';
import { ok } from '../../lib/result';
import { booleanField, textField } from '../../lib/tool-state/fields';
import { spawner } from '../../lib/worker/fake-worker';
import { renderWithProviders } from '../../test/render';
import { FormatConverter } from './FormatConverter';

const words = {
  words: { label: 'Your words', placeholder: 'Words...' },
  json: { label: 'JSON of your words' },
  shouted: { label: 'Shouted JSON' },
  upperCase: { label: 'Upper case' },
};

const wordsToJson = vi.fn(
  textToText((text: string, { upperCase }: { upperCase: boolean }) =>
    JSON.stringify(text.split(' ').map((word) => (upperCase ? word.toUpperCase() : word))),
  ),
);

const operation = operationOf<typeof words>()({
  id: 'words-to-json',
  input: textInput('text', 'words'),
  fields: {
    words: textField('one two', { label: 'words.label' }),
    upperCase: booleanField(false, { label: 'upperCase.label' }),
  },
  output: { kind: 'json', label: 'json.label' },
  run: (text, values) => wordsToJson(text, values),
  examples: [{ input: 'a b', output: '["a","b"]' }],
});

const spawnWorker = () => {
  throw new Error('small input converts on the page');
};

// The same operation served by a worker only: the page is given the answer at the defaults.
const workers = spawner(({ text, options }: OperationRequest) =>
  runSafely(operation, text, { ...options, words: text }),
);

function WordsToJson({ inWorker = false }: { inWorker?: boolean }) {
  return (
    <FormatConverter
      slug="words-to-json"
      words={words}
      operation={operation}
      input={{ placeholder: 'words.placeholder' }}
      output={{ language: 'json', fileName: 'words-to-json.json' }}
      workerOnly={inWorker}
      defaultResult={inWorker ? ok('["one","two"]') : undefined}
      spawnWorker={inWorker ? workers.spawn : spawnWorker}
    />
  );
}

const output = () => screen.getByRole('textbox', { name: 'JSON of your words' });
// The option controls are lazy parts (src/ui/lazy-part): they appear once their chunk has loaded.
const upperCaseSwitch = async () => (await screen.findByRole('switch', { name: 'Upper case' })) as HTMLInputElement;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('FormatConverter', () => {
  it('labels the input and output and draws the options from the operation, all read from a link', async () => {
    window.history.replaceState(null, '', '/words-to-json#words=a+b&upperCase=true');
    renderWithProviders(<WordsToJson />);
    await waitFor(() => expect(output().textContent).toBe('["A","B"]'));
    const input = screen.getByRole('textbox', { name: 'Your words' }) as HTMLTextAreaElement;
    expect(input.value).toBe('a b');
    expect(input.placeholder).toBe('Words...');
    expect((await upperCaseSwitch()).checked).toBe(true);
    expect(wordsToJson).toHaveBeenLastCalledWith('a b', { words: 'a b', upperCase: true });
  });

  it('converts again when an option changes, and puts the option in the link', async () => {
    renderWithProviders(<WordsToJson />);
    expect(output().textContent).toBe('["one","two"]');
    await userEvent.click(await upperCaseSwitch());
    expect(output().textContent).toBe('["ONE","TWO"]');
    await waitFor(() => expect(window.location.hash).toBe('#upperCase=true'));
  });

  it('takes the output’s label from the values when its look is a function of them', async () => {
    renderWithProviders(
      <FormatConverter
        slug="words-to-json"
        words={words}
        operation={operation}
        input={{ placeholder: 'words.placeholder' }}
        output={({ upperCase }) =>
          upperCase
            ? { fileName: 'shouted.json', label: 'shouted.label' }
            : { language: 'json', fileName: 'words-to-json.json' }
        }
        spawnWorker={spawnWorker}
      />,
    );
    expect(output().textContent).toBe('["one","two"]');
    await userEvent.click(await upperCaseSwitch());
    expect(screen.getByRole('textbox', { name: 'Shouted JSON' }).textContent).toBe('["ONE","TWO"]');
  });

  it('worker only: the known answer at the defaults at once, the worker for the rest', async () => {
    wordsToJson.mockClear();
    renderWithProviders(<WordsToJson inWorker />);
    expect(output().textContent).toBe('["one","two"]');
    expect(wordsToJson).not.toHaveBeenCalled();
    await userEvent.click(await upperCaseSwitch());
    await waitFor(() => expect(output().textContent).toBe('["ONE","TWO"]'));
    expect(workers.made.length).toBeGreaterThan(0);
  });
});
