import { describe, expect, it } from 'vitest';
import { prerenderToHtml } from '../../test/render-to-html';
import OtpGenerator from './OtpGenerator';

// The secret is made in the browser and the codes follow its clock: the prerendered page holds
// neither, and no error about the secret it does not have yet.
describe('OtpGenerator in the prerender', () => {
  it('renders its fields with no secret, code, clock or error', async () => {
    const html = await prerenderToHtml(<OtpGenerator />);
    for (const label of ['Secret', 'Algorithm', 'Digits', 'Period (seconds)', 'Issuer', 'Account', 'Key URI']) {
      expect(html).toContain(label);
    }
    expect(html).not.toMatch(/value="[A-Z2-7]{16}"/);
    expect(html).not.toMatch(/>\d{6,8}</);
    expect(html).not.toContain('Next in');
    expect(html).not.toContain('Please set a secret');
    // The import field's placeholder is the only key URI.
    expect(html).not.toMatch(/(>|href=")otpauth:/);
  });
});
