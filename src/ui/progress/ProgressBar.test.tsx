// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a progress bar named by its label, its value in percent', () => {
    renderWithProviders(<ProgressBar value={0.9} label="Time left" valueText="27 seconds left" />);
    const bar = screen.getByRole('progressbar', { name: 'Time left' });
    expect(bar.getAttribute('aria-valuenow')).toBe('90');
    expect(bar.getAttribute('aria-valuetext')).toBe('27 seconds left');
  });

  it('keeps the value between 0 and 100 percent', () => {
    renderWithProviders(<ProgressBar value={1.5} label="Over" />);
    expect(screen.getByRole('progressbar', { name: 'Over' }).getAttribute('aria-valuenow')).toBe('100');
  });
});
