// @vitest-environment jsdom
import '../../test/setup-dom';
import { Blob as NodeBlob } from 'node:buffer';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CopyButton } from './CopyButton';

function setClipboard(clipboard: Pick<Clipboard, 'writeText'> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

/** The legacy copy command, recording the text selected when it ran. */
function mockExecCommand(succeeds: boolean) {
  const copiedTexts: string[] = [];
  const execCommand = vi.fn((command: string) => {
    if (command === 'copy') copiedTexts.push(document.querySelector('textarea')?.value ?? '');
    return succeeds;
  });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return { execCommand, copiedTexts };
}

async function clickCopy() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copy to clipboard' }));
  });
}

const notice = () => screen.getByRole('status').textContent;

describe('CopyButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    setClipboard(undefined);
  });

  it("copies the value and shows 'Copied to the clipboard' for 1500 ms", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    renderWithProviders(<CopyButton value="the token" />);
    expect(notice()).toBe('');

    await clickCopy();
    expect(writeText).toHaveBeenCalledWith('the token');
    expect(notice()).toBe('Copied to the clipboard');

    act(() => vi.advanceTimersByTime(1499));
    expect(notice()).toBe('Copied to the clipboard');
    act(() => vi.advanceTimersByTime(1));
    expect(notice()).toBe('');
  });

  it('restarts the 1500 ms when clicked again while the notice shows', async () => {
    setClipboard({ writeText: vi.fn().mockResolvedValue(undefined) });
    renderWithProviders(<CopyButton value="x" />);
    await clickCopy();
    act(() => vi.advanceTimersByTime(1000));
    await clickCopy();
    act(() => vi.advanceTimersByTime(1000));
    expect(notice()).toBe('Copied to the clipboard');
    act(() => vi.advanceTimersByTime(500));
    expect(notice()).toBe('');
  });

  it('shows a custom notice text', async () => {
    setClipboard({ writeText: vi.fn().mockResolvedValue(undefined) });
    renderWithProviders(<CopyButton value="x" notice="Token copied" />);
    await clickCopy();
    expect(notice()).toBe('Token copied');
  });

  it('falls back to the copy command when navigator.clipboard is missing', async () => {
    setClipboard(undefined);
    const { execCommand, copiedTexts } = mockExecCommand(true);
    renderWithProviders(<CopyButton value="over plain http" />);

    await clickCopy();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copiedTexts).toEqual(['over plain http']);
    expect(notice()).toBe('Copied to the clipboard');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back to the copy command when the clipboard refuses', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('not allowed')) });
    const { copiedTexts } = mockExecCommand(true);
    renderWithProviders(<CopyButton value="fallback" />);
    await clickCopy();
    expect(copiedTexts).toEqual(['fallback']);
    expect(notice()).toBe('Copied to the clipboard');
  });

  it('shows no notice when nothing could be copied', async () => {
    setClipboard(undefined);
    mockExecCommand(false);
    renderWithProviders(<CopyButton value="x" />);
    await clickCopy();
    expect(notice()).toBe('');
  });

  it('shows a text button when given a label', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    renderWithProviders(<CopyButton value="abc" label="Copy hash" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy hash' }));
    });
    expect(writeText).toHaveBeenCalledWith('abc');
  });

  it('copies a Blob of text as a clipboard item, without making it a string', async () => {
    const write = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText, write } as unknown as Clipboard);
    class FakeClipboardItem {
      constructor(readonly items: Record<string, Blob>) {}
    }
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    const blob = new Blob(['a lot of text'], { type: 'text/plain' });
    renderWithProviders(<CopyButton value={blob} />);
    await clickCopy();
    expect(writeText).not.toHaveBeenCalled();
    expect(write).toHaveBeenCalledWith([new FakeClipboardItem({ 'text/plain': blob })]);
    expect(notice()).toBe('Copied to the clipboard');
    vi.unstubAllGlobals();
  });

  it('copies a Blob as text where the browser takes no clipboard item', async () => {
    vi.useRealTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    // jsdom's Blob cannot be read back; Node's can.
    const blob = new NodeBlob(['from a blob']) as unknown as Blob;
    renderWithProviders(<CopyButton value={blob} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy to clipboard' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('from a blob'));
    await waitFor(() => expect(notice()).toBe('Copied to the clipboard'));
  });

  it('copies formatted text as HTML and plain text', async () => {
    const write = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText: vi.fn(), write } as unknown as Clipboard);
    class FakeClipboardItem {
      constructor(readonly items: Record<string, Blob>) {}
    }
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    renderWithProviders(<CopyButton value={{ html: '<b>bold</b>', text: 'bold' }} label="Copy as rich text" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy as rich text' }));
    });
    const [[[item]]] = write.mock.calls as [[[FakeClipboardItem]]];
    expect(Object.keys(item.items)).toEqual(['text/html', 'text/plain']);
    expect(item.items['text/html'].type).toBe('text/html');
    expect(notice()).toBe('Copied to the clipboard');
    vi.unstubAllGlobals();
  });

  it('copies the plain text of formatted text where the browser takes no clipboard item', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    renderWithProviders(<CopyButton value={{ html: '<b>bold</b>', text: 'bold' }} />);
    await clickCopy();
    expect(writeText).toHaveBeenCalledWith('bold');
  });
});
