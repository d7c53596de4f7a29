// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Link } from './Link';

describe('Link', () => {
  it('opens an external address in a new tab, safely, and says so', () => {
    renderWithProviders(<Link href="https://github.com/CorentinTh/it-tools">Source code</Link>);
    const link = screen.getByRole('link', { name: /Source code/ });
    expect(link.getAttribute('href')).toBe('https://github.com/CorentinTh/it-tools');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('(opens in a new tab)');
  });

  it('navigates inside the app for a route', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/" element={<Link href="/about">About</Link>} />
        <Route path="/about" element={<p>About page</p>} />
      </Routes>,
    );
    const link = screen.getByRole('link', { name: 'About' });
    expect(link.getAttribute('target')).toBeNull();
    expect(link.getAttribute('href')).toBe('/about');
    await user.click(link);
    expect(screen.getByText('About page')).toBeTruthy();
  });

  it('opens a route in a new tab when asked, and says so', () => {
    renderWithProviders(
      <Link href="/regex-memo" newTab>
        Cheatsheet
      </Link>,
    );
    const link = screen.getByRole('link', { name: /Cheatsheet/ });
    expect(link.getAttribute('href')).toBe('/regex-memo');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toContain('(opens in a new tab)');
  });
});
