// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ValueTile } from './ValueTile';

describe('ValueTile', () => {
  it('is a group named by its label; clicking the value copies it and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderWithProviders(<ValueTile label="Screen size" value="800 x 600" placeholder="unknown" />);
    const tile = screen.getByRole('group', { name: 'Screen size' });
    await user.click(within(tile).getByRole('button', { name: '800 x 600' }));
    expect(writeText).toHaveBeenCalledWith('800 x 600');
    expect(await within(tile).findByText('Copied to the clipboard')).toBeTruthy();
  });

  it('shows the placeholder, with nothing to copy, while there is no value', () => {
    renderWithProviders(<ValueTile label="Browser vendor" value={undefined} placeholder="unknown" />);
    const tile = screen.getByRole('group', { name: 'Browser vendor' });
    expect(within(tile).getByText('unknown')).toBeTruthy();
    expect(within(tile).queryByRole('button')).toBeNull();
  });
});
