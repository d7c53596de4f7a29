import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme/theme';
import PasswordStrengthAnalyser from './PasswordStrengthAnalyser';

describe('PasswordStrengthAnalyser in the prerender', () => {
  it('renders the empty password analysis', () => {
    const html = renderToString(
      <MantineProvider theme={theme}>
        <PasswordStrengthAnalyser />
      </MantineProvider>,
    );
    expect(html).toContain('type="password"');
    expect(html).toContain('placeholder="Enter a password..."');
    expect(html).toContain('Duration to crack this password with brute force');
    expect(html).toContain('Instantly');
    for (const label of ['Password length:', 'Entropy:', 'Character set size:', 'Score:'])
      expect(html).toContain(label);
    expect(html).toContain('0 / 100');
    expect(html).toContain('1 billion guesses per second');
  });
});
