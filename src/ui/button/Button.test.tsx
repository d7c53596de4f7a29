// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link as RouterLink } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Button } from './Button';
import { IconButton } from './IconButton';

describe('Button', () => {
  it('is a button named by its text, and reports clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithProviders(<Button onClick={onClick}>Generate</Button>);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not report clicks when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithProviders(
      <Button onClick={onClick} disabled>
        Generate
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it.each([
    ['small', 'xs'],
    ['medium', 'sm'],
    ['large', 'md'],
  ] as const)('maps size %s onto the Mantine size with the same text size (%s)', (size, mantineSize) => {
    renderWithProviders(<Button size={size}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' }).dataset.size).toBe(mantineSize);
  });

  it('is medium and filled by default', () => {
    renderWithProviders(<Button>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button.dataset.size).toBe('sm');
    expect(button.dataset.variant).toBe('filled');
  });

  it('renders as a router link', () => {
    renderWithProviders(
      <Button component={RouterLink} to="/about">
        About
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
  });
});

describe('IconButton', () => {
  it('is named by its label', () => {
    renderWithProviders(
      <IconButton label="Refresh">
        <svg aria-hidden />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });
});
