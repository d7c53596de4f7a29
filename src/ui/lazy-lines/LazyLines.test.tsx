// @vitest-environment jsdom
import '../../test/setup-dom';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  installFakeIntersectionObserver,
  removeIntersectionObserver,
  reportNear,
} from '../../test/fake-intersection-observer';
import { LazyLines } from './LazyLines';

const line = (index: number) => <div key={index}>{`line ${index}`}</div>;

const scrollNear = (chunk: number) =>
  reportNear((targets) => targets.find((element) => (element as HTMLElement).dataset.chunk === String(chunk)));

afterEach(removeIntersectionObserver);

describe('LazyLines', () => {
  it('makes every line where IntersectionObserver is missing', () => {
    render(<LazyLines count={250} renderLine={line} linesPerChunk={100} />);
    expect(screen.getByText('line 249')).toBeTruthy();
  });

  it('makes the first block at once, and others as they come near the view', () => {
    installFakeIntersectionObserver();
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
