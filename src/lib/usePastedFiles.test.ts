// @vitest-environment jsdom
import '../test/setup-dom';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { filesOfPaste, usePastedFiles } from './usePastedFiles';

const image = new File(['png'], 'image.png', { type: 'image/png' });

function clipboard(files: File[], types: string[]) {
  return { files: files as unknown as FileList, types };
}

function paste(target: EventTarget, files: File[], types: string[]) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: clipboard(files, types) });
  target.dispatchEvent(event);
  return event;
}

describe('filesOfPaste', () => {
  const textArea = document.createElement('textarea');
  const div = document.createElement('div');

  it.each([
    { case: 'an image pasted on the page', files: [image], types: ['Files'], target: div, expected: [image] },
    { case: 'an image pasted in a text field', files: [image], types: ['Files'], target: textArea, expected: [image] },
    {
      case: 'a file with its name as text, pasted in a text field',
      files: [image],
      types: ['Files', 'text/plain'],
      target: textArea,
      expected: [],
    },
    {
      case: 'a file with its name as text, pasted on the page',
      files: [image],
      types: ['Files', 'text/plain'],
      target: div,
      expected: [image],
    },
    { case: 'text only', files: [], types: ['text/plain'], target: div, expected: [] },
  ])('$case', ({ files, types, target, expected }) => {
    expect(filesOfPaste({ clipboardData: clipboard(files, types), target })).toEqual(expected);
  });

  it('takes nothing without clipboard data', () => {
    expect(filesOfPaste({ clipboardData: null, target: div })).toEqual([]);
  });
});

describe('usePastedFiles', () => {
  it('receives pasted files and keeps the browser from pasting them elsewhere', () => {
    const onFiles = vi.fn();
    const { unmount } = renderHook(() => usePastedFiles(onFiles));
    const event = paste(document.body, [image], ['Files']);
    expect(onFiles).toHaveBeenCalledWith([image]);
    expect(event.defaultPrevented).toBe(true);

    const textPaste = paste(document.body, [], ['text/plain']);
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(textPaste.defaultPrevented).toBe(false);

    unmount();
    paste(document.body, [image], ['Files']);
    expect(onFiles).toHaveBeenCalledTimes(1);
  });
});
