// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineConverter } from '../../lib/conversion/conversion';
import type { ConversionRequest } from '../../lib/conversion/serve-conversion';
import { booleanField, defineFields, textField } from '../../lib/tool-state/fields';
import { spawner } from '../../lib/worker/fake-worker';
import { renderWithProviders } from '../../test/render';
import { Switch } from '../switch/Switch';
import { FormatConverter } from './FormatConverter';

const fields = defineFields({
  words: textField('one two'),
  upperCase: booleanField(false),
});

const convertWordsToJson = vi.fn(
  defineConverter<{ upperCase: boolean }>((text, { upperCase }) =>
    JSON.stringify(text.split(' ').map((word) => (upperCase ? word.toUpperCase() : word))),
  ),
);

const spawnWorker = () => {
  throw new Error('small input converts on the page');
};

// The same converter served by a worker only: the page is given the answer at the defaults.
const workers = spawner(({ text, options }: ConversionRequest<{ upperCase: boolean }>) =>
  convertWordsToJson(text, options),
);

function WordsToJson({ inWorker = false }: { inWorker?: boolean }) {
  const conversion = inWorker
    ? { defaultConversion: { output: '["one","two"]' }, spawnWorker: workers.spawn }
    : { convert: convertWordsToJson, spawnWorker };
  return (
    <FormatConverter
      slug="words-to-json"
      fields={fields}
      input={{ name: 'words', label: 'Your words', placeholder: 'Words...' }}
      output={{ label: 'JSON of your words', language: 'json', fileName: 'words-to-json.json' }}
      {...conversion}
      controls={({ upperCase }, set) => (
        <Switch label="Upper case" checked={upperCase} onChange={(checked) => set('upperCase', checked)} />
      )}
    />
  );
}

const output = () => screen.getByRole('textbox', { name: 'JSON of your words' });
const upperCaseSwitch = () => screen.getByRole('switch', { name: 'Upper case' }) as HTMLInputElement;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('FormatConverter', () => {
  it('converts the input field with the other fields as options, all read from a link', async () => {
    window.history.replaceState(null, '', '/words-to-json#words=a+b&upperCase=true');
    renderWithProviders(<WordsToJson />);
    await waitFor(() => expect(output().textContent).toBe('["A","B"]'));
    expect((screen.getByRole('textbox', { name: 'Your words' }) as HTMLTextAreaElement).value).toBe('a b');
    expect(upperCaseSwitch().checked).toBe(true);
    expect(convertWordsToJson).toHaveBeenLastCalledWith('a b', { upperCase: true });
  });

  it('converts again when an option changes, and puts the option in the link', async () => {
    renderWithProviders(<WordsToJson />);
    expect(output().textContent).toBe('["one","two"]');
    await userEvent.click(upperCaseSwitch());
    expect(output().textContent).toBe('["ONE","TWO"]');
    await waitFor(() => expect(window.location.hash).toBe('#upperCase=true'));
  });

  it('without a converter on the page: the known answer at the defaults at once, the worker for the rest', async () => {
    convertWordsToJson.mockClear();
    renderWithProviders(<WordsToJson inWorker />);
    expect(output().textContent).toBe('["one","two"]');
    expect(convertWordsToJson).not.toHaveBeenCalled();
    await userEvent.click(upperCaseSwitch());
    await waitFor(() => expect(output().textContent).toBe('["ONE","TWO"]'));
    expect(workers.made.length).toBeGreaterThan(0);
  });
});
