// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Collapse } from './Collapse';

const header = () => screen.getByRole('button', { name: 'Advanced options' });
/** Whether the body is shown: it stays in the page while closed (keeping its state), hidden. */
function bodyIsShown(): boolean {
  for (let element: HTMLElement | null = screen.getByText('The options'); element; element = element.parentElement) {
    if (element.style.display === 'none') return false;
  }
  return true;
}

describe('Collapse', () => {
  it('starts closed by default and opens on click', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Collapse title="Advanced options">
        <p>The options</p>
      </Collapse>,
    );
    expect(header().getAttribute('aria-expanded')).toBe('false');
    expect(bodyIsShown()).toBe(false);

    await user.click(header());
    expect(header().getAttribute('aria-expanded')).toBe('true');
    // The body animates open over a few frames.
    await waitFor(() => expect(bodyIsShown()).toBe(true));

    await user.click(header());
    expect(header().getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(bodyIsShown()).toBe(false));
  });

  it('can start open, and its header controls the body', () => {
    renderWithProviders(
      <Collapse title="Advanced options" defaultOpened>
        <p>The options</p>
      </Collapse>,
    );
    expect(header().getAttribute('aria-expanded')).toBe('true');
    const controlled = document.getElementById(header().getAttribute('aria-controls') ?? '');
    expect(controlled?.textContent).toBe('The options');
  });

  it('toggles from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Collapse title="Advanced options">
        <p>The options</p>
      </Collapse>,
    );
    await user.tab();
    expect(document.activeElement).toBe(header());
    await user.keyboard('{Enter}');
    expect(header().getAttribute('aria-expanded')).toBe('true');
    await user.keyboard(' ');
    expect(header().getAttribute('aria-expanded')).toBe('false');
  });

  it('reports the new state when controlled', async () => {
    const user = userEvent.setup();
    const onOpenedChange = vi.fn();
    renderWithProviders(
      <Collapse title="Advanced options" opened={false} onOpenedChange={onOpenedChange}>
        <p>The options</p>
      </Collapse>,
    );
    await user.click(header());
    expect(onOpenedChange).toHaveBeenCalledWith(true);
  });
});
