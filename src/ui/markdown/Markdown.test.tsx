// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Markdown } from './Markdown';

describe('Markdown', () => {
  it('renders headings, emphasis and links', () => {
    renderWithProviders(<Markdown source={'## About\n\nIT Tools is **free**, see [the code](https://github.com).'} />);
    expect(screen.getByRole('heading', { name: 'About', level: 2 })).toBeTruthy();
    expect(screen.getByText('free').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'the code' }).getAttribute('href')).toBe('https://github.com');
  });

  it('shows raw HTML as text and makes no script links', () => {
    const { container } = renderWithProviders(
      <Markdown source={'<img src=x onerror="alert(1)">\n\n[click](javascript:alert(1))'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('click');
  });

  it('links bare web addresses and renders tables', () => {
    renderWithProviders(<Markdown source={'See https://example.com\n\n| a | b |\n| - | - |\n| 1 | 2 |'} />);
    expect(screen.getByRole('link', { name: 'https://example.com' }).getAttribute('href')).toBe('https://example.com');
    expect(screen.getByRole('cell', { name: '2' })).toBeTruthy();
  });
});
