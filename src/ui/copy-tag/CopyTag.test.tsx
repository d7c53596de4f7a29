// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CopyTag } from './CopyTag';

describe('CopyTag', () => {
  it('shows its value as a button named by it, and copies it on click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CopyTag value=".pdf" />);
    await user.click(screen.getByRole('button', { name: '.pdf' }));
    expect(await navigator.clipboard.readText()).toBe('.pdf');
    expect(await screen.findByText('Copied to the clipboard')).toBeTruthy();
  });

  it('says the notice it is given', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CopyTag value="404" variant="inline" copiedNotice="Code copied" />);
    await user.click(screen.getByRole('button', { name: '404' }));
    expect(await screen.findByText('Code copied')).toBeTruthy();
  });

  it('shows its display form and copies its value', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CopyTag value="GB29NWBK60161331926819" display="GB29 NWBK 6016 1331 9268 19" />);
    await user.click(screen.getByRole('button', { name: 'GB29 NWBK 6016 1331 9268 19' }));
    expect(await navigator.clipboard.readText()).toBe('GB29NWBK60161331926819');
  });
});
