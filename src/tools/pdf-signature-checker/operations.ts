import { bytesInput, operationOf, toolOperations } from '../../lib/operation/operation';
import { failure, message } from '../../lib/operation/message';
import { ok } from '../../lib/result';
import { textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';

const ascii = (text: string) => new TextEncoder().encode(text);

/** A one-page PDF as a PDF writer saves it before signing. */
const unsignedPdf = ascii(
  [
    '%PDF-1.7',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);

export const pdfSignaturesCheck = operationOf<typeof words>()({
  id: 'pdf-signatures-check',
  description: 'description',
  input: bytesInput('pdf', 'upload.label'),
  // The file is not a field: only the root it is checked against is. A root certificate is public.
  fields: {
    trustedRoot: textField('', { label: 'trustedRoot.label', help: 'trustedRoot.help' }),
  },
  output: { kind: 'json', label: 'report.label' },
  run: async (bytes, { trustedRoot }) => {
    // pkijs and the PDF reading load when the operation runs.
    const [{ readTrustedRoots }, { checkPdfSignatures }] = await Promise.all([
      import('./check-request'),
      import('./pdf-signature-checker'),
    ]);
    const trusted = readTrustedRoots(trustedRoot);
    if (trusted.error) return failure(trusted.error.code, trusted.error.values);
    const signatures = await checkPdfSignatures(bytes, { trustedRoots: trusted.roots, now: new Date() });
    const json = JSON.stringify(signatures, null, 2);
    return signatures.length === 0 ? { ok: true, value: json, notes: [message('notes.noSignatures')] } : ok(json);
  },
  examples: [
    { name: 'examples.unsigned', input: unsignedPdf, output: '[]', notes: ['notes.noSignatures'] },
    {
      name: 'examples.notPdf',
      input: ascii('This is a plain text file, not a PDF.\n'),
      output: '[]',
      notes: ['notes.noSignatures'],
    },
    { input: unsignedPdf, options: { trustedRoot: 'hello' }, error: 'errors.invalidTrustedRoot' },
  ],
});

export const operations = toolOperations(pdfSignaturesCheck);
