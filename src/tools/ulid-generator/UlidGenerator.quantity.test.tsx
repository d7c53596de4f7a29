// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import UlidGenerator from './UlidGenerator';

const quantityBox = () => screen.getByRole('textbox', { name: 'Quantity:' }) as HTMLInputElement;
const listed = () => (screen.getByRole('textbox', { name: 'ULIDs' }).textContent ?? '').split('\n').length;

/** Puts `typed` in the box at once, as a paste does, then leaves it. */
async function typeQuantity(typed: string) {
  const user = userEvent.setup();
  await user.clear(quantityBox());
  if (typed !== '') await user.paste(typed);
  await user.tab();
}

describe('UlidGenerator, quantity', () => {
  // Typing into a rendered page takes seconds on a busy machine.
  it('shows the quantity the list is generated for, whatever was typed', { timeout: 30_000 }, async () => {
    renderWithProviders(<UlidGenerator />);
    await typeQuantity('150');
    await waitFor(() => expect(listed()).toBe(100));
    expect(quantityBox().value).toBe('100');

    // Already at the maximum: the clamped quantity does not change, the box must not keep "500".
    await typeQuantity('500');
    expect(quantityBox().value).toBe('100');
    expect(listed()).toBe(100);

    // An emptied box shows the quantity in use again.
    await typeQuantity('');
    expect(quantityBox().value).toBe('100');
    expect(listed()).toBe(100);

    await typeQuantity('7');
    await waitFor(() => expect(listed()).toBe(7));
    expect(quantityBox().value).toBe('7');
  });
});
