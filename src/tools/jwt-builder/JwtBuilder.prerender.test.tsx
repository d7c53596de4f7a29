import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { prerenderToHtml } from '../../test/render-to-html';
import JwtBuilder from './JwtBuilder';

// The key is empty on first view: the page shows the editors and the hint, and signs nothing yet.
describe('JwtBuilder in the prerender', () => {
  it('shows the default header and payload, the hint and the algorithm’s name, and no token', async () => {
    const html = await prerenderToHtml(
      <MemoryRouter>
        <JwtBuilder />
      </MemoryRouter>,
    );
    expect(html).toContain('Enter a secret to sign the token.');
    expect(html).toContain('HMAC using SHA-256');
    expect(html).toContain('&quot;name&quot;: &quot;John Doe&quot;');
    expect(html).not.toContain('eyJ');
    expect(html).not.toContain('Signed with');
  });
});
