// @vitest-environment jsdom
import '../../test/setup-dom';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { numberTextMaxChars } from '../../lib/tool-state/fields';
import { NumberInput } from './NumberInput';

function RawField({ onChange }: { onChange: (value: number | string) => void }) {
  const [value, setValue] = useState<number | string>(42);
  return (
    <NumberInput
      raw
      label="Arabic number"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      allowDecimal
      hideControls
    />
  );
}

describe('NumberInput', () => {
  it('reports whole numbers', () => {
    const onChange = vi.fn();
    renderWithProviders(<NumberInput label="Length" value={4} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Length'), { target: { value: '12' } });
    expect(onChange).toHaveBeenLastCalledWith(12);
  });

  it('reports what is typed as it is when raw: decimals, and an empty field', () => {
    const onChange = vi.fn();
    renderWithProviders(<RawField onChange={onChange} />);
    const field = screen.getByLabelText('Arabic number') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '17.6' } });
    expect(onChange).toHaveBeenLastCalledWith(17.6);
    fireEvent.change(field, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(field.value).toBe('');
  });

  it('reports the text as typed when raw is text, trailing zeros and all', () => {
    function TextField({ onChange }: { onChange: (text: string) => void }) {
      const [value, setValue] = useState('');
      const change = (text: string) => {
        setValue(text);
        onChange(text);
      };
      return <NumberInput raw="text" label="Price" value={value} onChange={change} allowDecimal />;
    }
    const onChange = vi.fn();
    renderWithProviders(<TextField onChange={onChange} />);
    const field = screen.getByLabelText('Price') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '49.90' } });
    expect(onChange).toHaveBeenLastCalledWith('49.90');
    expect(field.value).toBe('49.90');
    fireEvent.change(field, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('does not report a text value set from outside as typed', () => {
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(
      <NumberInput raw="text" label="Kelvin" value="0" onChange={onChange} allowDecimal />,
    );
    rerender(<NumberInput raw="text" label="Kelvin" value="273.15" onChange={onChange} allowDecimal />);
    expect((screen.getByLabelText('Kelvin') as HTMLInputElement).value).toBe('273.15');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the value in use on leaving the box, when what was typed did not change it', () => {
    // The page keeps 100 whatever is typed above it, as a clamped quantity does.
    renderWithProviders(<NumberInput label="Quantity" value={100} onChange={() => undefined} min={1} max={500} />);
    const typeAndLeave = (text: string) => {
      fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: text } });
      fireEvent.blur(screen.getByLabelText('Quantity'));
      return (screen.getByLabelText('Quantity') as HTMLInputElement).value;
    };
    expect(typeAndLeave('300')).toBe('100');
    expect(typeAndLeave('')).toBe('100');
  });

  it('does not clamp a raw value on blur, so the page can say what is wrong', () => {
    const onChange = vi.fn();
    renderWithProviders(<NumberInput raw label="Input base" value={65} onChange={onChange} min={2} max={64} />);
    const field = screen.getByLabelText('Input base') as HTMLInputElement;
    fireEvent.blur(field);
    expect(field.value).toBe('65');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows up/down buttons unless hidden', () => {
    const { container, unmount } = renderWithProviders(<NumberInput label="Length" value={4} onChange={vi.fn()} />);
    expect(container.querySelectorAll('.mantine-NumberInput-control')).toHaveLength(2);
    unmount();
    const hidden = renderWithProviders(<NumberInput label="Length" value={4} onChange={vi.fn()} hideControls />);
    expect(hidden.container.querySelectorAll('.mantine-NumberInput-control')).toHaveLength(0);
  });

  it('refuses a minus sign when negatives are not allowed', () => {
    renderWithProviders(<NumberInput raw label="Bits :" value="" onChange={vi.fn()} allowNegative={false} />);
    const field = screen.getByLabelText('Bits :') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '-8' } });
    expect(field.value).toBe('8');
  });

  it('takes at most as many characters as a number text field keeps', () => {
    renderWithProviders(<RawField onChange={vi.fn()} />);
    expect((screen.getByLabelText('Arabic number') as HTMLInputElement).maxLength).toBe(numberTextMaxChars);
  });

  it('shows its placeholder while empty', () => {
    renderWithProviders(
      <NumberInput raw label="Width" placeholder="Width of the text" value="" onChange={() => undefined} />,
    );
    expect(screen.getByRole('textbox', { name: 'Width' }).getAttribute('placeholder')).toBe('Width of the text');
  });
});
