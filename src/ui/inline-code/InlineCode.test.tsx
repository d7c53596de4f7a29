// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { InlineCode } from './InlineCode';

describe('InlineCode', () => {
  it('shows its text, as it is, in a code element', () => {
    renderWithProviders(<InlineCode>{'(?<=a)b  '}</InlineCode>);
    const code = screen.getByText('(?<=a)b', { exact: false });
    expect(code.tagName).toBe('CODE');
    expect(code.textContent).toBe('(?<=a)b  ');
  });
});
