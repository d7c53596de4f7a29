// @vitest-environment jsdom
import '../../test/setup-dom';
import { rem } from '@mantine/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Select } from './Select';
import type { SelectOption } from './select-option';

const languages: SelectOption[] = [
  { label: 'JavaScript', value: 'js' },
  { label: 'TypeScript', value: 'ts' },
  { label: 'Python', value: 'py' },
  { label: 'Rust', value: 'rs' },
];

function StatefulSelect({
  searchable = false,
  onChange,
}: {
  searchable?: boolean;
  onChange?: (value: string) => void;
}) {
  const [value, setValue] = useState('js');
  return (
    <Select
      label="Language"
      options={languages}
      value={value}
      searchable={searchable}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const optionLabels = () => screen.queryAllByRole('option').map((option) => option.textContent);
const highlightedLabel = () =>
  screen.getAllByRole('option').find((option) => option.hasAttribute('data-combobox-selected'))?.textContent;
const listbox = () => screen.queryByRole('listbox');

describe('Select', () => {
  it('shows the chosen option and opens its list on click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatefulSelect />);
    const field = screen.getByRole('combobox', { name: 'Language' });
    expect(field.textContent).toContain('JavaScript');
    await user.click(field);
    expect(await screen.findByRole('listbox')).toBeTruthy();
    expect(optionLabels()).toEqual(['JavaScript', 'TypeScript', 'Python', 'Rust']);
  });

  it('filters the options fuzzily as the user types', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatefulSelect searchable />);
    const field = screen.getByRole('combobox', { name: 'Language' });
    await user.clear(field);
    await user.type(field, 'pyton');
    expect(optionLabels()).toEqual(['Python']);
  });

  it("says 'No results found' when nothing matches", async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatefulSelect searchable />);
    const field = screen.getByRole('combobox', { name: 'Language' });
    await user.clear(field);
    await user.type(field, 'zzzzzz');
    expect(optionLabels()).toEqual([]);
    expect(screen.getByText('No results found')).toBeTruthy();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatefulSelect />);
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    expect(await screen.findByRole('listbox')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(listbox()).toBeNull();
  });

  it('drops an unfinished query on Escape and shows the chosen label again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatefulSelect searchable />);
    const field = screen.getByRole<HTMLInputElement>('combobox', { name: 'Language' });
    await user.clear(field);
    await user.type(field, 'rus');
    expect(listbox()).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(listbox()).toBeNull();
    expect(field.value).toBe('JavaScript');
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <div>
        <p>Elsewhere</p>
        <StatefulSelect />
      </div>,
    );
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    expect(await screen.findByRole('listbox')).toBeTruthy();
    await user.click(screen.getByText('Elsewhere'));
    expect(listbox()).toBeNull();
  });

  it('closes and reports the value when an option is chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<StatefulSelect onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: 'Language' });
    await user.click(field);
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Rust' }));
    expect(onChange).toHaveBeenCalledWith('rs');
    expect(listbox()).toBeNull();
    expect(field.textContent).toContain('Rust');
  });

  it('highlights the first option on opening, and again after closing and reopening', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatefulSelect />);
    const field = screen.getByRole('combobox', { name: 'Language' });
    await user.click(field);
    await screen.findByRole('listbox');
    expect(highlightedLabel()).toBe('JavaScript');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(highlightedLabel()).toBe('Python');

    await user.keyboard('{Escape}');
    await user.click(field);
    await screen.findByRole('listbox');
    expect(highlightedLabel()).toBe('JavaScript');
  });

  it('chooses the highlighted option with Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<StatefulSelect onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('ts');
    expect(listbox()).toBeNull();
  });

  // One press more than the list holds: a wrapping list would end on the second option instead.
  it('keeps the highlight on the last option when ArrowDown goes past the end', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatefulSelect />);
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}'.repeat(languages.length + 1));
    expect(highlightedLabel()).toBe('Rust');
    await user.keyboard('{ArrowUp}'.repeat(languages.length + 1));
    expect(highlightedLabel()).toBe('JavaScript');
  });

  it('highlights the first match whenever the filter changes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatefulSelect searchable />);
    const field = screen.getByRole('combobox', { name: 'Language' });
    await user.clear(field);
    await user.type(field, 'script');
    await act(async () => {});
    expect(highlightedLabel()).toBe(optionLabels()[0]);
    expect(optionLabels().length).toBeGreaterThan(1);
  });

  it('limits the list height to 312px', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatefulSelect />);
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    expect((await screen.findByRole('listbox')).style.maxHeight).toBe(rem(312));
  });

  it('does not open while disabled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Select label="Language" options={languages} value="js" onChange={() => undefined} disabled />);
    const field = screen.getByRole('combobox', { name: 'Language' });
    expect((field as HTMLButtonElement).disabled).toBe(true);
    await user.click(field);
    expect(listbox()).toBeNull();
  });

  it('lists a long list a hundred options at a time, all of them in the end', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 250 }, (_, index) => ({ label: `Option ${index}`, value: `o${index}` }));
    renderWithProviders(<Select label="Long" options={many} value="o0" onChange={() => undefined} />);
    await user.click(screen.getByRole('combobox', { name: 'Long' }));
    expect(optionLabels().length).toBeLessThan(250);
    await waitFor(() => expect(optionLabels()).toHaveLength(250), { timeout: 10_000 });
    expect(optionLabels()[249]).toBe('Option 249');
  }, 15_000);

  it('lists grouped options under their group names', async () => {
    const user = userEvent.setup();
    const grouped: SelectOption[] = [
      { label: 'Website', value: 'website' },
      { label: 'Song', value: 'music.song', group: 'Music' },
      { label: 'Playlist', value: 'music.playlist', group: 'Music' },
      { label: 'Movie', value: 'video.movie', group: 'Video' },
    ];
    renderWithProviders(<Select label="Page type" options={grouped} value="website" onChange={() => undefined} />);
    await user.click(screen.getByRole('combobox', { name: 'Page type' }));
    const list = await screen.findByRole('listbox');
    expect(optionLabels()).toEqual(['Website', 'Song', 'Playlist', 'Movie']);
    expect(within(list).getByText('Music').parentElement?.textContent).toBe('MusicSongPlaylist');
    expect(within(list).getByText('Video').parentElement?.textContent).toBe('VideoMovie');
  });
});
