// @vitest-environment jsdom
import '../../test/setup-dom';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is named by its label alone, and described by its description', () => {
    renderWithProviders(
      <Switch label="Load the image" description="Fetches it from its site." checked={false} onChange={() => {}} />,
    );
    const control = screen.getByRole('switch', { name: 'Load the image' });
    const description = document.getElementById(control.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Fetches it from its site.');
  });

  it('reports the new state', () => {
    const onChange = vi.fn();
    renderWithProviders(<Switch label="Sort keys" checked={false} onChange={onChange} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Sort keys' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
