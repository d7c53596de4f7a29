// @vitest-environment jsdom
import '../../test/setup-dom';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import ComponentLibraryRoutes from './ComponentLibraryRoutes';

describe('/c-lib', () => {
  it('lists the demos and shows one, bringing the kit provider itself (the shell has none)', async () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/c-lib/alert']}>
        <Routes>
          <Route path="c-lib/*" element={<ComponentLibraryRoutes />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'UI library' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'select' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'alert' })).toBeTruthy();
    await waitFor(() => expect(container.querySelector('.mantine-Alert-root')).not.toBeNull(), { timeout: 5000 });
  });
});
