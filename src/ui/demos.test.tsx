// @vitest-environment jsdom
import '../test/setup-dom';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { componentDemos } from './demos';

// The same pattern the /c-lib route loads demos with: one <Name>.demo.tsx per component folder.
const demoModules = import.meta.glob<{ default: ComponentType }>('./*/*.demo.tsx', { eager: true });
const demoFolders = Object.keys(demoModules).map((path) => path.split('/')[1]);

describe('component demos', () => {
  it('has exactly one demo per listed component, and none elsewhere', () => {
    expect([...demoFolders].sort()).toEqual([...componentDemos].sort());
  });

  it.each(Object.entries(demoModules))(
    '%s renders',
    (_path, demo) => {
      const Demo = demo.default;
      const { container } = renderWithProviders(<Demo />);
      expect(container.textContent?.trim()).not.toBe('');
      // Every control on a demo page has an accessible name, unless it is hidden from assistive
      // technology on purpose (a number box's mouse-only step buttons).
      const exposed = (elements: HTMLElement[]) =>
        elements.filter((element) => !element.closest('[aria-hidden="true"]'));
      for (const role of ['textbox', 'combobox', 'button', 'radio', 'link'] as const) {
        expect(exposed(screen.queryAllByRole(role, { name: /\S/, hidden: true }))).toHaveLength(
          exposed(screen.queryAllByRole(role, { hidden: true })).length,
        );
      }
      // The select demo lists every time zone, which jsdom renders slowly.
    },
    15_000,
  );
});
