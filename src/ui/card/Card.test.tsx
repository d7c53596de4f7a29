// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title heading', () => {
    renderWithProviders(
      <Card title="Options">
        <p>Content</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Options' });
    expect(within(region).getByRole('heading', { name: 'Options' })).toBeTruthy();
    expect(within(region).getByText('Content')).toBeTruthy();
  });

  it('has no heading without a title', () => {
    renderWithProviders(
      <Card>
        <p>Content</p>
      </Card>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('Content')).toBeTruthy();
  });

  it('draws an icon before the title, hidden from assistive technology', () => {
    renderWithProviders(
      <Card title="Browser" icon={<svg data-testid="icon" />}>
        <p>Content</p>
      </Card>,
    );
    expect(screen.getByRole('heading', { name: 'Browser' })).toBeTruthy();
    expect(screen.getByTestId('icon').closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
