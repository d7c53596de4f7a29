// @vitest-environment jsdom
import '../../test/setup-dom';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DateTimeInput } from './DateTimeInput';

describe('DateTimeInput', () => {
  it('is a labelled datetime-local field reporting what is picked', () => {
    const onChange = vi.fn();
    renderWithProviders(<DateTimeInput label="Started at" value="2024-01-10T09:00" onChange={onChange} />);
    const field = screen.getByLabelText('Started at') as HTMLInputElement;
    expect(field.type).toBe('datetime-local');
    expect(field.value).toBe('2024-01-10T09:00');
    fireEvent.change(field, { target: { value: '2024-01-11T10:30' } });
    expect(onChange).toHaveBeenLastCalledWith('2024-01-11T10:30');
  });
});
