// @vitest-environment jsdom
import '../../test/setup-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { maxLinkedTextLength, publishLinkPart, withdrawLinkPart } from '../../lib/tool-state/tool-link';
import { copiedNoticeMs } from '../../ui/copy/useCopy';
import { CopyLinkButton } from './CopyLinkButton';

const writeText = vi.fn<(text: string) => Promise<void>>();

async function copyLink() {
  render(<CopyLinkButton />);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
  });
}

const notice = () => screen.getByRole('status').textContent;

beforeEach(() => {
  vi.useFakeTimers();
  writeText.mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  window.history.replaceState(null, '', '/token-generator?length=32#stale=1');
});

afterEach(() => {
  vi.useRealTimers();
  withdrawLinkPart('tool');
  writeText.mockReset();
});

describe('CopyLinkButton', () => {
  it('copies the plain path of a tool without fields', async () => {
    await copyLink();
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/token-generator`);
  });

  it("copies the current values' link, query dropped, and says 'Copied to the clipboard' for 1500 ms", async () => {
    publishLinkPart('tool', { names: ['length', 'symbols'], params: [['length', '16']], omitted: [] });
    await copyLink();
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/token-generator#length=16`);
    expect(notice()).toBe('Copied to the clipboard');
    act(() => vi.advanceTimersByTime(copiedNoticeMs));
    expect(notice()).toBe('');
  });

  it('says when a text too long for the link was left out', async () => {
    publishLinkPart('tool', { names: ['text', 'encoding'], params: [['encoding', 'Bin']], omitted: ['text'] });
    await copyLink();
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/token-generator#encoding=Bin`);
    expect(notice()).toBe(
      `Link copied — text longer than ${maxLinkedTextLength.toLocaleString('en-US')} characters is left out of it`,
    );
  });
});
