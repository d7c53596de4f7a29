// What the page asks the worker, and what it answers: plain data, so it crosses to the worker.
import type { Certificate } from 'pkijs';
import { message, type Message } from '../../lib/operation/message';
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
  trustedRootsError?: Message;
  /** Why the file was not checked (it is too large). */
  fileError?: Message;
  /** The file's signatures; undefined without a file (or one not checked). */
  signatures?: SignatureReport[];
}

export function readTrustedRoots(pem: string): { roots: Certificate[]; error?: Message } {
  try {
    return { roots: parseTrustedRoots(pem) };
  } catch (error) {
    if (error instanceof InvalidTrustedRootError) return { roots: [], error: error.detail };
    throw error;
  }
}

export async function runCheck({ file, trustedRootsPem }: CheckRequest, now = new Date()): Promise<CheckResult> {
  const trusted = readTrustedRoots(trustedRootsPem);
  const result: CheckResult = trusted.error ? { trustedRootsError: trusted.error } : {};
  if (!file) return result;
  if (file.size > maxFileBytes)
    return { ...result, fileError: message('errors.fileTooLarge', { megabytes: maxFileBytes / 1024 / 1024 }) };
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { ...result, signatures: await checkPdfSignatures(bytes, { trustedRoots: trusted.roots, now }) };
}
