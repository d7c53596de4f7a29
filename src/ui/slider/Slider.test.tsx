// @vitest-environment jsdom
import '../../test/setup-dom';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { RangeSlider } from './RangeSlider';
import { Slider } from './Slider';

// The WAI-ARIA slider pattern: Home and End move the focused thumb to its least and greatest value.
describe('Slider keys', () => {
  it.each([
    ['Home', 1],
    ['End', 64],
    ['ArrowRight', 21],
  ])('%s moves the thumb to %d', (key, expected) => {
    const onChange = vi.fn();
    renderWithProviders(<Slider label="Length" value={20} onChange={onChange} min={1} max={64} />);
    const thumb = screen.getByRole('slider', { name: 'Length' });
    act(() => thumb.focus());
    fireEvent.keyDown(thumb, { key });
    expect(onChange).toHaveBeenLastCalledWith(expected);
  });
});

describe('RangeSlider keys', () => {
  const renderRange = () => {
    const onChange = vi.fn();
    renderWithProviders(
      <RangeSlider
        fromLabel="Words minimum"
        toLabel="Words maximum"
        value={[3, 8]}
        onChange={onChange}
        min={1}
        max={50}
      />,
    );
    return onChange;
  };

  it.each([
    ['Words minimum', 'Home', [1, 8]],
    ['Words minimum', 'End', [8, 8]],
    ['Words maximum', 'Home', [3, 3]],
    ['Words maximum', 'End', [3, 50]],
    ['Words maximum', 'ArrowRight', [3, 9]],
  ])('%s, %s gives %j', (thumbName, key, expected) => {
    const onChange = renderRange();
    const thumb = screen.getByRole('slider', { name: thumbName });
    act(() => thumb.focus());
    fireEvent.keyDown(thumb, { key });
    expect(onChange).toHaveBeenLastCalledWith(expected);
  });
});
