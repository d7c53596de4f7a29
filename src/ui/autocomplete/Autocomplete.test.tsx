// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Autocomplete } from './Autocomplete';
import { matchingSuggestions } from './suggestions';

const extensions = ['.gif', '.jpeg', '.jpg', '.js', '.json', '.mjs', '.pdf'];

function StatefulAutocomplete({ limit, error }: { limit?: number; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <Autocomplete
        label="File extension"
        value={value}
        onChange={setValue}
        options={extensions}
        limit={limit}
        error={error}
      />
      <output>{value}</output>
    </>
  );
}

const optionLabels = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('matchingSuggestions', () => {
  it.each([
    ['js', ['.js', '.json', '.mjs']],
    ['.J', ['.jpeg', '.jpg', '.js', '.json']],
    ['PDF', ['.pdf']],
    ['zzz', []],
  ])('"%s" → %j', (query, expected) => {
    expect(matchingSuggestions(extensions, query, 10)).toEqual(expected);
  });

  it('gives the first options for a blank query', () => {
    expect(matchingSuggestions(extensions, '  ', 3)).toEqual(['.gif', '.jpeg', '.jpg']);
  });

  it('puts those where the text starts a word before those holding it, at most `limit`', () => {
    expect(matchingSuggestions(['ajs', 'jsa', 'b/js', 'jsb'], 'js', 3)).toEqual(['jsa', 'b/js', 'jsb']);
    expect(matchingSuggestions(['America/Paris_x', 'Europe/Paris'], 'paris', 5)).toEqual([
      'America/Paris_x',
      'Europe/Paris',
    ]);
    expect(matchingSuggestions(['xparis', 'Europe/Paris'], 'paris', 5)).toEqual(['Europe/Paris', 'xparis']);
  });
});

describe('Autocomplete', () => {
  it('keeps whatever is typed, and suggests matching options', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatefulAutocomplete />);
    const field = screen.getByRole('combobox', { name: 'File extension' });
    await user.type(field, 'js');
    expect(optionLabels()).toEqual(['.js', '.json', '.mjs']);
    await user.type(field, 'x');
    expect(document.querySelector('output')?.textContent).toBe('jsx');
  });

  it('takes an option when one is chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatefulAutocomplete />);
    await user.type(screen.getByRole('combobox', { name: 'File extension' }), 'pd');
    await user.click(await screen.findByRole('option', { name: '.pdf' }));
    expect(document.querySelector('output')?.textContent).toBe('.pdf');
  });

  it('shows at most `limit` suggestions', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatefulAutocomplete limit={2} />);
    await user.type(screen.getByRole('combobox', { name: 'File extension' }), 'j');
    expect(optionLabels()).toEqual(['.jpeg', '.jpg']);
  });

  it('shows an error under the field', () => {
    renderWithProviders(<StatefulAutocomplete error="Unknown extension." />);
    expect(screen.getByText('Unknown extension.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'File extension' }).getAttribute('aria-invalid')).toBe('true');
  });
});
