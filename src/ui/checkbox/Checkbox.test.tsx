// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a checkbox named by its label that reports each change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Checkbox label="Read" checked={false} onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Read' });
    expect((box as HTMLInputElement).checked).toBe(false);
    await user.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByText('Read')).toBeTruthy();
  });

  it('keeps the name of a hidden label', () => {
    renderWithProviders(<Checkbox label="Owner read" hideLabel checked onChange={() => undefined} />);
    expect((screen.getByRole('checkbox', { name: 'Owner read' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText('Owner read')).toBeNull();
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
