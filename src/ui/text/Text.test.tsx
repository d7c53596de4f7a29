// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Note } from './Note';
import { Text } from './Text';
import classes from './Text.module.css';

describe('Text', () => {
  it('is a paragraph, or a span inside other text', () => {
    renderWithProviders(
      <Text>
        Outer <Text inline>inner</Text>
      </Text>,
    );
    expect(screen.getByText('inner').tagName).toBe('SPAN');
    expect(screen.getByText(/Outer/).tagName).toBe('P');
  });

  it('inline, takes the size of the text around it unless given one', () => {
    renderWithProviders(
      <Text size="sm">
        <Text inline>Label:</Text>{' '}
        <Text inline size="xl">
          value
        </Text>
      </Text>,
    );
    expect(screen.getByText('Label:').hasAttribute('data-inherit')).toBe(true);
    expect(screen.getByText('value').hasAttribute('data-inherit')).toBe(false);
  });

  it.each(['dimmed', 'accent', 'success', 'error', 'warning'] as const)('shows the %s tone', (tone) => {
    renderWithProviders(<Text tone={tone}>Verdict</Text>);
    expect(screen.getByText('Verdict').className).toContain(classes[tone]);
  });

  it('passes a role on, so an error can be announced', () => {
    renderWithProviders(
      <Text role="alert" tone="error">
        Select at least one character set
      </Text>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Select at least one character set');
  });

  it('can come back to the text font inside monospace', () => {
    renderWithProviders(
      <Text inline monospace={false}>
        — a description
      </Text>,
    );
    expect(screen.getByText('— a description').style.fontFamily).toContain('--mantine-font-family');
  });
});

describe('Text keeping lines', () => {
  it('keeps line breaks and indentation when asked', () => {
    renderWithProviders(
      <Text inline monospace preserveLines>
        {'{\n  "a": 1\n}'}
      </Text>,
    );
    expect(screen.getByText(/"a": 1/).className).toContain(classes.preserveLines);
  });
});

describe('Note', () => {
  it('is small dimmed text', () => {
    renderWithProviders(<Note>Local times are in your time zone.</Note>);
    const note = screen.getByText('Local times are in your time zone.');
    expect(note.className).toContain(classes.dimmed);
  });
});
