// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ButtonsSelect } from './ButtonsSelect';

const encodings = [
  { label: 'Hex', value: 'hex' },
  { label: 'Base64', value: 'base64' },
] as const;

describe('ButtonsSelect', () => {
  it('is a labelled radio group with the current value checked', () => {
    renderWithProviders(<ButtonsSelect label="Encoding" options={encodings} value="hex" onChange={() => {}} />);
    expect(screen.getByRole('radiogroup', { name: 'Encoding' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Hex' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Base64' }) as HTMLInputElement).checked).toBe(false);
  });

  it('reports the chosen value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<ButtonsSelect label="Encoding" options={encodings} value="hex" onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Base64' }));
    expect(onChange).toHaveBeenCalledWith('base64');
  });
});
