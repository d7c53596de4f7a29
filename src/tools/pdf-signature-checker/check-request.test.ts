import { describe, expect, it } from 'vitest';
import { maxFileBytes, runCheck } from './check-request';
import { inEnglish } from '../../test/words';
import words from './locales/en.json';

const textFile = new File(['This is a plain text file, not a PDF.\n'], 'notes.pdf', { type: 'application/pdf' });

describe('runCheck', () => {
  it('answers with the file signatures, none for a text file named .pdf', async () => {
    await expect(runCheck({ file: textFile, trustedRootsPem: '' })).resolves.toEqual({ signatures: [] });
  });

  it('checks the trusted roots alone when there is no file', async () => {
    await expect(runCheck({ file: undefined, trustedRootsPem: '' })).resolves.toEqual({});
  });

  it.each([
    ['text that is no PEM', 'hello'],
    ['a PEM block of another kind', '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----'],
    ['a certificate block that is not DER', '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----'],
    ['a certificate block that is not Base64', '-----BEGIN CERTIFICATE-----\n!!!!\n-----END CERTIFICATE-----'],
  ])('reports %s as an invalid trusted root, and still checks the file', async (_name, trustedRootsPem) => {
    await expect(runCheck({ file: textFile, trustedRootsPem })).resolves.toEqual({
      trustedRootsError: { code: 'errors.invalidTrustedRoot' },
      signatures: [],
    });
  });

  it('refuses a file over the size limit without reading it', async () => {
    const huge = { size: maxFileBytes + 1, arrayBuffer: () => Promise.reject(new Error('read')) } as unknown as Blob;
    const result = await runCheck({ file: huge, trustedRootsPem: '' });
    expect(result.signatures).toBeUndefined();
    expect(result.fileError && inEnglish(result.fileError, words)).toBe(
      'This file is too large to check: the limit is 512 MB.',
    );
  });
});
