// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Section } from './Section';

describe('Section', () => {
  it('is a region named by its level-3 heading', () => {
    renderWithProviders(
      <Section title="Signature 1 certificates :">
        <p>Issued by…</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Signature 1 certificates :' });
    expect(within(region).getByRole('heading', { level: 3 }).textContent).toBe('Signature 1 certificates :');
    expect(within(region).getByText('Issued by…')).toBeTruthy();
  });

  it('takes a title with controls in it, named by its whole text', () => {
    renderWithProviders(
      <Section
        title={
          <>
            <button type="button">404</button> Not Found
          </>
        }
      >
        <p>Nothing here.</p>
      </Section>,
    );
    expect(screen.getByRole('region', { name: '404 Not Found' })).toBeTruthy();
  });
});
