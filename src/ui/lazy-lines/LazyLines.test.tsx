// @vitest-environment jsdom
import '../../test/setup-dom';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyLines } from './LazyLines';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
const observers: { callback: Callback; targets: Element[] }[] = [];

class FakeIntersectionObserver {
  targets: Element[] = [];
  constructor(callback: Callback) {
    observers.push({ callback, targets: this.targets });
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
}

const line = (index: number) => <div key={index}>{`line ${index}`}</div>;

function scrollNear(chunk: number) {
  const { callback, targets } = observers[observers.length - 1];
  const target = targets.find((element) => (element as HTMLElement).dataset.chunk === String(chunk));
  act(() => callback([{ target, isIntersecting: true }]));
}

afterEach(() => {
  Reflect.deleteProperty(window, 'IntersectionObserver');
  observers.length = 0;
});

describe('LazyLines', () => {
  it('makes every line where IntersectionObserver is missing', () => {
    render(<LazyLines count={250} renderLine={line} linesPerChunk={100} />);
    expect(screen.getByText('line 249')).toBeTruthy();
  });

  it('makes the first block at once, and others as they come near the view', () => {
    Object.defineProperty(window, 'IntersectionObserver', { value: FakeIntersectionObserver, configurable: true });
    const { container, rerender } = render(<LazyLines count={250} renderLine={line} linesPerChunk={100} />);
    const blocks = container.querySelectorAll('[data-chunk]');
    expect(blocks).toHaveLength(3);
    expect((blocks[2] as HTMLElement).style.getPropertyValue('--chunk-lines')).toBe('50');
    expect(screen.getByText('line 99')).toBeTruthy();
    expect(screen.queryByText('line 100')).toBeNull();

    scrollNear(2);
    expect(screen.getByText('line 249')).toBeTruthy();
    expect(screen.queryByText('line 100')).toBeNull();

    const otherLine = (index: number) => <div key={index}>{`other ${index}`}</div>;
    rerender(<LazyLines count={250} renderLine={otherLine} linesPerChunk={100} />);
    expect(screen.getByText('other 0')).toBeTruthy();
    expect(screen.queryByText('other 249')).toBeNull();
  });
});
