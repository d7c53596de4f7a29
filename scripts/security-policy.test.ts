import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { portableBasePath } from './portable-base.js';
import {
  headerPolicy,
  inlineScripts,
  metaPolicy,
  nginxHeaders,
  policyDirectives,
  scriptHash,
  securityHeaders,
} from './security-policy.js';

describe('the security policy', () => {
  const directives = policyDirectives({ scriptHashes: [scriptHash('a()'), scriptHash('a()')], analyticsOrigin: null });

  it('finds inline scripts, not those with a source', () => {
    const html = '<script>one()</script><script type="module" src="/x.js"></script><script data-x>two()</script>';
    expect(inlineScripts(html)).toEqual(['one()', 'two()']);
  });

  it('allows scripts from the site and the inline ones by hash, never unsafe-inline or unsafe-eval', () => {
    // printf 'a()' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('a()')).toBe("'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='");
    const scripts = headerPolicy(directives)
      .split('; ')
      .find((part) => part.startsWith('script-src'));
    expect(scripts).toBe(`script-src 'self' 'wasm-unsafe-eval' ${scriptHash('a()')}`);
  });

  it('lets requests go to the analytics host only when there is one', () => {
    expect(headerPolicy(directives)).toContain("connect-src 'self' data: blob:;");
    const withAnalytics = policyDirectives({ scriptHashes: [], analyticsOrigin: 'https://stats.example' });
    expect(headerPolicy(withAnalytics)).toContain("connect-src 'self' data: blob: https://stats.example;");
  });

  it('leaves frame-ancestors out of the meta policy, where browsers ignore it', () => {
    expect(headerPolicy(directives)).toContain("frame-ancestors 'none'");
    expect(metaPolicy(directives)).not.toContain('frame-ancestors');
  });

  it('writes every header as an nginx add_header that error pages carry too', () => {
    const lines = nginxHeaders(securityHeaders(directives)).trim().split('\n');
    expect(lines).toHaveLength(6);
    expect(lines).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(lines[0]).toMatch(/^add_header Content-Security-Policy "default-src 'self'; .*" always;$/);
  });
});

describe('the portable base path', () => {
  it('is the one the Docker start-up script replaces', () => {
    const script = readFileSync(join(import.meta.dirname, '..', 'deploy', 'start.sh'), 'utf8');
    expect(script).toContain(`placeholder=${portableBasePath}\n`);
  });
});
