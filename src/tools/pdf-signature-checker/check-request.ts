// What the page asks the worker, and what it answers: plain data, so it crosses to the worker.
import type { Certificate } from 'pkijs';
import { checkPdfSignatures, type SignatureReport } from './pdf-signature-checker';
import { InvalidTrustedRootError, parseTrustedRoots } from './trusted-roots';

/** Larger files are refused before reading: the whole file is held in memory while it is checked. */
export const maxFileBytes = 512 * 1024 * 1024;

export interface CheckRequest {
  /** Undefined when only the trusted roots are to be checked. */
  file: Blob | undefined;
  trustedRootsPem: string;
}

export interface CheckResult {
  /** Set when the trusted roots field holds something that is not a certificate (then ignored). */
  trustedRootsError?: string;
  /** The file's signatures; undefined without a file. */
  signatures?: SignatureReport[];
}

function readTrustedRoots(pem: string): { roots: Certificate[]; error?: string } {
  try {
    return { roots: parseTrustedRoots(pem) };
  } catch (error) {
    if (error instanceof InvalidTrustedRootError) return { roots: [], error: error.message };
    throw error;
  }
}

export class FileTooLargeError extends Error {
  constructor() {
    super(`This file is too large to check: the limit is ${maxFileBytes / 1024 / 1024} MB.`);
    this.name = 'FileTooLargeError';
  }
}

export async function runCheck({ file, trustedRootsPem }: CheckRequest, now = new Date()): Promise<CheckResult> {
  const trusted = readTrustedRoots(trustedRootsPem);
  const result: CheckResult = trusted.error ? { trustedRootsError: trusted.error } : {};
  if (!file) return result;
  if (file.size > maxFileBytes) throw new FileTooLargeError();
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { ...result, signatures: await checkPdfSignatures(bytes, { trustedRoots: trusted.roots, now }) };
}
