// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Button } from '../button/Button';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('shows its label on hover and describes the element it wraps', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Tooltip label="Generates a new token">
        <Button>Refresh</Button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Refresh' });
    expect(screen.queryByRole('tooltip')).toBeNull();

    await user.hover(button);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Generates a new token');
    expect(button.getAttribute('aria-describedby')).toBe(tooltip.id);

    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows its label on keyboard focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Tooltip label="Generates a new token">
        <Button>Refresh</Button>
      </Tooltip>,
    );
    await user.tab();
    expect((await screen.findByRole('tooltip')).textContent).toBe('Generates a new token');
  });
});
