// @vitest-environment jsdom
import '../../test/setup-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CopyableField, shownOutputChars } from './CopyableField';

describe('CopyableField beside its label', () => {
  it('stays a read-only field named by its label, with its hint as description and a copy button', () => {
    renderWithProviders(
      <CopyableField
        label="Base64 (64)"
        value="G"
        description="Positional base 64"
        labelPosition="left"
        labelWidth="8rem"
      />,
    );
    const field = screen.getByLabelText('Base64 (64)') as HTMLInputElement;
    expect(field.value).toBe('G');
    expect(field.readOnly).toBe(true);
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Positional base 64',
    );
    expect(screen.getByRole('button', { name: 'Copy to clipboard' })).toBeTruthy();
  });

  it('puts the label column width on the field root and the hint after the value', () => {
    renderWithProviders(
      <CopyableField label="ISO 8601" value="2023" description="hint" labelPosition="left" labelWidth="9rem" />,
    );
    const field = screen.getByLabelText('ISO 8601');
    const root = field.closest<HTMLElement>('.mantine-InputWrapper-root');
    expect(root?.style.getPropertyValue('--copyable-field-label-width')).toBe('9rem');
    const parts = [...(root?.children ?? [])].map((child) => child.className);
    expect(parts.findIndex((name) => name.includes('description'))).toBeGreaterThan(
      parts.findIndex((name) => name.includes('Input-wrapper')),
    );
  });

  it('shows a placeholder while empty', () => {
    renderWithProviders(<CopyableField label="ISO 8601" value="" placeholder="Invalid date…" labelPosition="left" />);
    expect(screen.getByLabelText('ISO 8601').getAttribute('placeholder')).toBe('Invalid date…');
  });

  it('shows the start of a very long output, says so, and copies all of it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const output = 'x'.repeat(shownOutputChars + 1);
    renderWithProviders(<CopyableField label="Binary" value={output} multiline copyLabel="Copy binary" />);
    const field = screen.getByLabelText('Binary') as HTMLTextAreaElement;
    expect(field.value).toHaveLength(shownOutputChars);
    expect(
      screen.getByText('Showing the first 500,000 of 500,001 characters: the copy button copies them all.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy binary' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(output));
  });
});
