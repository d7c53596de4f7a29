// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its text in the colour of its tone', () => {
    renderWithProviders(
      <Badge tone="success" variant="filled">
        Match
      </Badge>,
    );
    const badge = screen.getByText('Match').closest('.mantine-Badge-root') as HTMLElement;
    expect(badge.getAttribute('data-variant')).toBe('filled');
    expect(badge.style.getPropertyValue('--badge-bg')).toContain('brand');
  });

  it('keeps the case of a value', () => {
    renderWithProviders(<Badge value>iOS</Badge>);
    const badge = screen.getByText('iOS').closest('.mantine-Badge-root') as HTMLElement;
    expect(badge.style.textTransform).toBe('none');
  });
});
