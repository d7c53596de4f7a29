import { describe, expect, it } from 'vitest';
import { prerenderToHtml } from '../../test/render-to-html';
import PasswordStrengthAnalyser from './PasswordStrengthAnalyser';

describe('PasswordStrengthAnalyser in the prerender', () => {
  it('renders the empty password analysis', async () => {
    const html = await prerenderToHtml(<PasswordStrengthAnalyser />);
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
