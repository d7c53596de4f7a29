// @vitest-environment jsdom
import '../../test/setup-dom';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CopyableField } from '../copyable-field/CopyableField';
import { TextCopyable } from './TextCopyable';

function mockClipboard() {
  const writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('TextCopyable', () => {
  it('shows the display text and copies the value', async () => {
    const writeText = mockClipboard();
    renderWithProviders(<TextCopyable value="1700000000" displayValue="2023-11-14" />);
    expect(screen.getByText('2023-11-14')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy to clipboard' }));
    });
    expect(writeText).toHaveBeenCalledWith('1700000000');
  });
});

describe('CopyableField', () => {
  it('is a read-only field named by its label, with a copy button', async () => {
    const writeText = mockClipboard();
    renderWithProviders(<CopyableField label="SHA-256" value="abc123" />);
    const field = screen.getByLabelText('SHA-256') as HTMLInputElement;
    expect(field.value).toBe('abc123');
    expect(field.readOnly).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy to clipboard' }));
    });
    expect(writeText).toHaveBeenCalledWith('abc123');
  });

  it('disables copying while empty', () => {
    renderWithProviders(<CopyableField label="SHA-256" value="" />);
    expect((screen.getByRole('button', { name: 'Copy to clipboard' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
