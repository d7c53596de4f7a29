// @vitest-environment jsdom
import '../../test/setup-dom';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { GeneratorActions } from './GeneratorActions';

describe('GeneratorActions', () => {
  it('refreshes, then copies the value with its own notice', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onRefresh = vi.fn();
    renderWithProviders(
      <GeneratorActions onRefresh={onRefresh} copyValue="the token" copiedNotice="Token copied to the clipboard" />,
    );
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(['Refresh', 'Copy']);

    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith('the token');
    expect(screen.getByText('Token copied to the clipboard')).toBeTruthy();
  });

  it('disables Copy while there is nothing to copy, and has no Copy without a value', () => {
    const { rerender } = renderWithProviders(<GeneratorActions onRefresh={() => {}} copyValue="" />);
    expect((screen.getByRole('button', { name: 'Copy' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<GeneratorActions onRefresh={() => {}} refreshLabel="Refresh key-pair" refreshDisabled />);
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Refresh key-pair' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('puts extra actions after Refresh and Copy', () => {
    renderWithProviders(
      <GeneratorActions onRefresh={() => {}} copyValue="x">
        <button type="button">Download</button>
      </GeneratorActions>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Refresh', 'Copy', 'Download']);
  });

  it('attached to a field, shows named icon buttons', () => {
    renderWithProviders(
      <GeneratorActions variant="attached" onRefresh={() => {}} refreshLabel="Refresh entropy" copyValue="ab" />,
    );
    expect(screen.getByRole('button', { name: 'Refresh entropy' }).textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Copy to clipboard' })).toBeTruthy();
  });
});
