// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { twoWayConverterPage } from './twoWayConverterPage';

const TextToCodes = twoWayConverterPage({
  slug: 'text-to-codes',
  encode: {
    name: 'text',
    title: 'Text to codes',
    input: { label: 'Text to encode', placeholder: 'Your text' },
    output: { label: 'Codes of your text', placeholder: 'The codes' },
    copyLabel: 'Copy codes',
    convert: (text) => [...text].map((character) => character.codePointAt(0)).join(' '),
  },
  decode: {
    name: 'codes',
    title: 'Codes to text',
    input: { label: 'Codes to decode', placeholder: 'e.g. 72 105' },
    output: { label: 'Text of your codes', placeholder: 'The text' },
    copyLabel: 'Copy text',
    convert: (codes) => String.fromCodePoint(...codes.split(' ').filter(Boolean).map(Number)),
  },
  autoFocus: true,
  spawnWorker: () => {
    throw new Error('small input converts on the page');
  },
});

const field = (label: string) => screen.getByLabelText(label) as HTMLTextAreaElement;
const linked = (name: string) => new URLSearchParams(window.location.hash.slice(1)).get(name);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('twoWayConverterPage', () => {
  it('takes both texts from a link, each under its field name', async () => {
    window.history.replaceState(null, '', '/text-to-codes#text=Hi&codes=79+75');
    renderWithProviders(<TextToCodes />);
    await waitFor(() => expect(field('Text to encode').value).toBe('Hi'));
    expect(field('Codes of your text').value).toBe('72 105');
    expect(field('Codes to decode').value).toBe('79 75');
    expect(field('Text of your codes').value).toBe('OK');
    expect(document.activeElement).toBe(field('Text to encode'));
  });

  it('puts what is typed in either card in the link', async () => {
    renderWithProviders(<TextToCodes />);
    await userEvent.type(field('Text to encode'), 'A');
    await userEvent.type(field('Codes to decode'), '66');
    expect(field('Codes of your text').value).toBe('65');
    expect(field('Text of your codes').value).toBe('B');
    await waitFor(() => expect([linked('text'), linked('codes')]).toEqual(['A', '66']));
  });
});
