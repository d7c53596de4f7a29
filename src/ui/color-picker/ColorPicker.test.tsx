// @vitest-environment jsdom
import '../../test/setup-dom';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ColorPicker } from './ColorPicker';

function Controlled({
  onChange,
  resetInvalidOnBlur,
}: {
  onChange: (value: string) => void;
  resetInvalidOnBlur?: boolean;
}) {
  const [value, setValue] = useState('#1ea54cff');
  return (
    <ColorPicker
      label="Color picker"
      value={value}
      resetInvalidOnBlur={resetInvalidOnBlur}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('ColorPicker', () => {
  it('names the eye-dropper button where the browser has one', () => {
    vi.stubGlobal('EyeDropper', class {});
    try {
      renderWithProviders(<ColorPicker label="Color picker" value="#1ea54cff" onChange={() => {}} />);
      expect(screen.getByRole('button', { name: 'Pick a colour from the screen' })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is a labelled field showing the value', () => {
    renderWithProviders(<ColorPicker label="Color picker" value="#1ea54cff" onChange={() => {}} />);
    expect(screen.getByLabelText('Color picker')).toHaveProperty('value', '#1ea54cff');
  });

  it('passes typed text on as typed', () => {
    const onChange = vi.fn();
    renderWithProviders(<Controlled onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Color picker'), { target: { value: '#ff0000' } });
    expect(onChange).toHaveBeenLastCalledWith('#ff0000');
  });

  it('keeps invalid text on blur when asked to', () => {
    renderWithProviders(<Controlled onChange={() => {}} resetInvalidOnBlur={false} />);
    const field = screen.getByLabelText('Color picker');
    fireEvent.change(field, { target: { value: '#12' } });
    fireEvent.blur(field);
    expect(field).toHaveProperty('value', '#12');
  });

  it('shows an error under the field', () => {
    renderWithProviders(
      <ColorPicker label="Color picker" value="#12" onChange={() => {}} error="Not a valid hex color." />,
    );
    expect(screen.getByText('Not a valid hex color.')).toBeTruthy();
    expect(screen.getByLabelText('Color picker').getAttribute('aria-invalid')).toBe('true');
  });

  it('opens a picker whose sliders are named', () => {
    renderWithProviders(<ColorPicker label="Color picker" value="#1ea54cff" onChange={() => {}} />);
    fireEvent.focus(screen.getByLabelText('Color picker'));
    expect(screen.getByRole('slider', { name: 'Saturation' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Hue' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Opacity' })).toBeTruthy();
  });

  it('has no opacity slider without alpha', () => {
    renderWithProviders(<ColorPicker label="Background" value="#cccccc" onChange={() => {}} withAlpha={false} />);
    fireEvent.focus(screen.getByLabelText('Background'));
    expect(screen.getByRole('slider', { name: 'Hue' })).toBeTruthy();
    expect(screen.queryByRole('slider', { name: 'Opacity' })).toBeNull();
  });
});
