// @vitest-environment jsdom
import '../../test/setup-dom';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopiedNotice } from './CopiedNotice';

/** Lays the notice out from `left` to `right` in a window 360 px wide. */
function layOut(left: number, right: number) {
  vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(360);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(left, 0, right - left, 30));
}

afterEach(() => vi.restoreAllMocks());

describe('CopiedNotice', () => {
  it('announces its text only while visible', () => {
    layOut(100, 200);
    const { rerender } = render(<CopiedNotice visible={false} text="Copied to the clipboard" />);
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(<CopiedNotice visible text="Copied to the clipboard" />);
    expect(screen.getByRole('status').textContent).toBe('Copied to the clipboard');
  });

  it.each([
    ['inside the window: stays', 100, 200, ''],
    ['cut by the left edge: moves right', -60, 140, '68px 0'],
    ['cut by the right edge: moves left', 300, 400, '-48px 0'],
  ])('%s', (_, left, right, translate) => {
    layOut(left, right);
    render(<CopiedNotice visible text="Link copied" />);
    expect(screen.getByRole('status').style.translate).toBe(translate);
  });

  it('drops its shift once hidden', () => {
    layOut(-60, 140);
    const { rerender } = render(<CopiedNotice visible text="Link copied" />);
    rerender(<CopiedNotice visible={false} text="Link copied" />);
    expect(screen.getByRole('status').style.translate).toBe('');
  });
});
