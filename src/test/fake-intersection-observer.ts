import { act } from '@testing-library/react';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** Every observer made since `installFakeIntersectionObserver`, the last one last. */
export const observers: { callback: Callback; targets: Element[] }[] = [];

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

/** An IntersectionObserver that reports only what a test says (jsdom has none). */
export function installFakeIntersectionObserver(): void {
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeIntersectionObserver, configurable: true });
}

export function removeIntersectionObserver(): void {
  Reflect.deleteProperty(window, 'IntersectionObserver');
  observers.length = 0;
}

/** Tells the last observer that `target` (by default the first it watches) came near the view. */
export function reportNear(pick: (targets: Element[]) => Element | undefined = (targets) => targets[0]): void {
  const { callback, targets } = observers[observers.length - 1];
  act(() => callback([{ target: pick(targets), isIntersecting: true }]));
}
