// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { InputText, type InputTextProps } from './InputText';

const digitsOnly = [{ validator: (value: string) => /^\d*$/.test(value), message: 'Digits only, please' }];

function StatefulInput(props: Omit<InputTextProps, 'value' | 'onChange'> & { initialValue?: string }) {
  const { initialValue = '', ...rest } = props;
  const [value, setValue] = useState(initialValue);
  return <InputText {...rest} value={value} onChange={setValue} />;
}

describe('InputText', () => {
  it('is found by its visible label and reports typed text', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<InputText label="Your name" value="" onChange={onChange} />);
    await user.type(screen.getByLabelText('Your name'), 'a');
    expect(onChange).toHaveBeenCalledWith('a');
  });

  it('keeps a hidden label as the accessible name', () => {
    renderWithProviders(<InputText label="Search" hideLabel value="" placeholder="Search HTTP status…" />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeTruthy();
    expect(screen.queryByText('Search')).toBeNull();
  });

  it('turns the browser’s typing aids off for a code', () => {
    renderWithProviders(<InputText label="MAC address" value="" typingAids={false} />);
    const field = screen.getByLabelText('MAC address');
    for (const attribute of ['autocomplete', 'autocorrect', 'autocapitalize'])
      expect(field.getAttribute(attribute)).toBe('off');
    expect(field.getAttribute('spellcheck')).toBe('false');
  });

  it("has the placeholder 'Input text' by default", () => {
    renderWithProviders(<InputText label="Text" value="" />);
    expect(screen.getByLabelText('Text').getAttribute('placeholder')).toBe('Input text');
  });

  it('shows the failing rule message under the field and marks the field invalid', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatefulInput label="Port" validationRules={digitsOnly} />);
    const field = screen.getByLabelText('Port');
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText('Digits only, please')).toBeNull();

    await user.type(field, '80a');
    expect(screen.getByText('Digits only, please')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby') ?? '').toContain(screen.getByText('Digits only, please').id);
    expect((field as HTMLInputElement).value).toBe('80a');

    await user.type(field, '{Backspace}');
    expect(screen.queryByText('Digits only, please')).toBeNull();
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('empties the field with the Clear button when clearable, and keeps the focus in it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatefulInput label="Search" initialValue="abc" clearable />);
    const field = screen.getByLabelText('Search');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect((field as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(field);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('empties a text area with the Clear button too', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatefulInput label="Notes" initialValue="a\nb" multiline clearable />);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect((screen.getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('');
  });

  it('can name the field without showing the label', () => {
    renderWithProviders(<InputText label="Parameter 1 key" value="q" hideLabel />);
    expect((screen.getByRole('textbox', { name: 'Parameter 1 key' }) as HTMLInputElement).value).toBe('q');
    expect(screen.queryByText('Parameter 1 key')).toBeNull();
  });

  it('keeps the show/hide toggle of a clearable password beside its Clear button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatefulInput label="Password" initialValue="secret" password clearable />);
    const field = screen.getByLabelText('Password') as HTMLInputElement;
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(field.value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
  });

  it('has no Clear button unless clearable', () => {
    renderWithProviders(<InputText label="Search" value="abc" />);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('is a text area of 3 rows when multiline', () => {
    renderWithProviders(<InputText label="Notes" value="" multiline />);
    const area = screen.getByLabelText('Notes');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('rows')).toBe('3');
  });

  it('hides a password until the toggle is clicked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<InputText label="Password" value="secret" password />);
    const field = screen.getByLabelText('Password');
    expect(field.getAttribute('type')).toBe('password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field.getAttribute('type')).toBe('text');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field.getAttribute('type')).toBe('password');
  });

  it('centres a value read as a whole', () => {
    renderWithProviders(<InputText label="Token" value="abc" readOnly multiline centered monospace />);
    const field = screen.getByLabelText('Token') as HTMLTextAreaElement;
    expect(field.style.textAlign).toBe('center');
    expect(field.style.fontFamily).toContain('monospace');
  });
});
