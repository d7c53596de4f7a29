// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is named by its label and reports the new state', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Checkbox label="Multiline (m)" checked={false} onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Multiline (m)' });
    expect((box as HTMLInputElement).checked).toBe(false);
    await user.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('explains itself in a tooltip on keyboard focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Checkbox label="Singleline (s)" checked onChange={() => undefined} hint="s: . also matches newlines" />,
    );
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('s: . also matches newlines');
    expect(screen.getByRole('checkbox', { name: 'Singleline (s)' }).getAttribute('aria-describedby')).toBe(tooltip.id);
  });
});
