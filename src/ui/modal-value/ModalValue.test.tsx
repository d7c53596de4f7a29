// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ModalValue } from './ModalValue';

const token = 'eyJhbGciOiJIUzI1NiJ9.' + 'a'.repeat(400);

describe('ModalValue', () => {
  it('opens a dialog with the whole value and a copy button, and closes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ModalValue label="Show full token" title="Token" value={token} />);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show full token' }));
    const dialog = screen.getByRole('dialog', { name: 'Token' });
    expect(within(dialog).getByText(token)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy to clipboard' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('titles the dialog with the button text by default', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ModalValue label="View key" value="secret" />);
    await user.click(screen.getByRole('button', { name: 'View key' }));
    expect(screen.getByRole('dialog', { name: 'View key' })).toBeTruthy();
  });
});
