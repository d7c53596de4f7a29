// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Alert } from './Alert';

describe('Alert', () => {
  it.each(['error', 'warning'] as const)('interrupts as an alert for a %s', (type) => {
    renderWithProviders(
      <Alert type={type} title="Invalid input">
        The value is not base64.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Invalid input');
    expect(alert.textContent).toContain('The value is not base64.');
  });

  it.each(['info', 'success'] as const)('is a polite status for %s', (type) => {
    renderWithProviders(<Alert type={type}>Saved.</Alert>);
    expect(screen.getByRole('status').textContent).toContain('Saved.');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
