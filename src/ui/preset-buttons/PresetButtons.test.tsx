// @vitest-environment jsdom
import '../../test/setup-dom';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PresetButtons } from './PresetButtons';

describe('PresetButtons', () => {
  it('is a named group of buttons, each applying its preset', () => {
    const boil = vi.fn();
    renderWithProviders(
      <PresetButtons
        label="Presets"
        presets={[
          { label: 'Water freezes', apply: vi.fn() },
          { label: 'Water boils', apply: boil },
        ]}
      />,
    );
    const group = screen.getByRole('group', { name: 'Presets' });
    expect(group.querySelectorAll('button')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Water boils' }));
    expect(boil).toHaveBeenCalledTimes(1);
  });
});
