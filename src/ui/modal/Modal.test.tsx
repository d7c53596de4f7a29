// @vitest-environment jsdom
import '../../test/setup-dom';
import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Button } from '../button/Button';
import { Modal, useModal } from './Modal';

function ModalHarness() {
  const modal = useModal();
  return (
    <>
      <Button onClick={modal.open}>Open</Button>
      <Button onClick={modal.toggle}>Toggle</Button>
      <Modal opened={modal.opened} onClose={modal.close} title="Details">
        <p>Inside the dialog</p>
      </Modal>
    </>
  );
}

const dialog = () => screen.queryByRole('dialog', { name: 'Details' });
const overlay = () => document.querySelector<HTMLElement>('.mantine-Modal-overlay');

describe('useModal', () => {
  it('opens, closes and toggles', () => {
    const { result } = renderHook(() => useModal());
    expect(result.current.opened).toBe(false);
    act(() => result.current.open());
    expect(result.current.opened).toBe(true);
    act(() => result.current.close());
    expect(result.current.opened).toBe(false);
    act(() => result.current.toggle());
    expect(result.current.opened).toBe(true);
    act(() => result.current.toggle());
    expect(result.current.opened).toBe(false);
  });

  it('can start opened', () => {
    const { result } = renderHook(() => useModal(true));
    expect(result.current.opened).toBe(true);
  });
});

describe('Modal', () => {
  it('is closed until opened, then shows its title and content', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ModalHarness />);
    expect(dialog()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(dialog()).not.toBeNull();
    expect(screen.getByText('Inside the dialog')).toBeTruthy();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog()).toBeNull();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
  });

  it('closes on a click outside the dialog (on the overlay)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = overlay();
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as HTMLElement);
    expect(dialog()).toBeNull();
  });

  it('stays open on a click inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByText('Inside the dialog'));
    expect(dialog()).not.toBeNull();
  });

  it('toggles open and closed', async () => {
    renderWithProviders(<ModalHarness />);
    // The open dialog covers the page, so the toggle is pressed programmatically the second time.
    const toggle = screen.getByRole('button', { name: 'Toggle' });
    act(() => toggle.click());
    expect(dialog()).not.toBeNull();
    act(() => toggle.click());
    expect(dialog()).toBeNull();
  });

  it("sits on the popup layer (z-index 2000) and is at most 'xl' wide", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const root = document.querySelector<HTMLElement>('.mantine-Modal-root');
    expect(root?.style.getPropertyValue('--mb-z-index')).toBe('2000');
    expect(root?.dataset.size).toBe('xl');
  });
});
