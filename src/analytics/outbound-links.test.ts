// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForOutboundClicks } from './outbound-links';

const track = vi.fn<(url: string) => void>();
const navigate = vi.fn<(url: string) => void>();
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  stop = listenForOutboundClicks(document, { track, navigate, delayMs: 150 });
});

afterEach(() => {
  stop();
  document.body.innerHTML = '';
  track.mockReset();
  navigate.mockReset();
  vi.useRealTimers();
});

function addLink(html: string): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', html);
  return document.body.lastElementChild as HTMLElement;
}

function click(element: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
}

describe('listenForOutboundClicks', () => {
  it('records a link to another host, then follows it after the delay', () => {
    const event = click(addLink('<a href="https://github.com/it-tools-app/it-tools">Source</a>'));
    expect(track).toHaveBeenCalledExactlyOnceWith('https://github.com/it-tools-app/it-tools');
    expect(event.defaultPrevented).toBe(true);
    vi.advanceTimersByTime(149);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('https://github.com/it-tools-app/it-tools');
  });

  it('finds the link from a click on an element inside it', () => {
    const link = addLink('<a href="https://x.com/it_tools_app"><svg></svg><span>X</span></a>');
    click(link.querySelector('span')!);
    expect(track).toHaveBeenCalledExactlyOnceWith('https://x.com/it_tools_app');
  });

  it('records a link opening in a new tab but leaves the opening to the browser', () => {
    const event = click(addLink('<a href="https://x.com/it_tools_app" target="_blank" rel="noopener">X</a>'));
    expect(track).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(false);
    vi.runAllTimers();
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Meta', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
  ])('does not delay a %s+click, which opens elsewhere', (_label, init) => {
    const event = click(addLink('<a href="https://github.com/">GitHub</a>'), init);
    expect(track).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(false);
  });

  it('treats target="_self" as this tab', () => {
    const event = click(addLink('<a href="https://github.com/" target="_self">GitHub</a>'));
    expect(event.defaultPrevented).toBe(true);
  });

  it('does not delay a download link', () => {
    const event = click(addLink('<a href="https://example.org/file.zip" download>File</a>'));
    expect(track).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(false);
  });

  it('records but does not follow a link whose click another handler has cancelled', () => {
    const link = addLink('<a href="https://github.com/">GitHub</a>');
    link.addEventListener('click', (event) => event.preventDefault());
    click(link);
    expect(track).toHaveBeenCalledOnce();
    vi.runAllTimers();
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['a link within the site', `<a href="/hash-text">Hash text</a>`],
    ['an absolute link to this host', `<a href="${location.origin}/about">About</a>`],
    ['a mail link', '<a href="mailto:someone@example.org">Mail</a>'],
    ['an anchor without address', '<a>Nothing</a>'],
    ['a button', '<button type="button">Button</button>'],
  ])('ignores %s', (_label, html) => {
    const event = click(addLink(html));
    expect(track).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('counts links added after it started', () => {
    const later = addLink('<div></div>');
    later.innerHTML = '<a href="https://github.com/sponsors/it-tools-app">Support</a>';
    click(later.querySelector('a')!);
    expect(track).toHaveBeenCalledExactlyOnceWith('https://github.com/sponsors/it-tools-app');
  });

  it('stops listening when asked', () => {
    stop();
    click(addLink('<a href="https://github.com/">GitHub</a>'));
    expect(track).not.toHaveBeenCalled();
    stop = () => {};
  });
});
