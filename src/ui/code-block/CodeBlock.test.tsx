// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CodeBlock } from './CodeBlock';

describe('CodeBlock without a language', () => {
  it('shows plain text as a read-only text box named by its label, with a copy button', () => {
    renderWithProviders(<CodeBlock label="Text with decoded links" value={'<b>not markup</b>\nline 2'} wrap />);
    const block = screen.getByRole('textbox', { name: 'Text with decoded links' });
    expect(block.getAttribute('aria-readonly')).toBe('true');
    expect(block.textContent).toBe('<b>not markup</b>\nline 2');
    expect(block.querySelector('b')).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy to clipboard' })).toBeTruthy();
  });
});
