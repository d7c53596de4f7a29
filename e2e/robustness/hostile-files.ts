import { randomBytes } from 'node:crypto';

export interface HostileFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Files a person could pick by mistake or on purpose; built at run time, never committed. */
export function hostileFiles(): HostileFile[] {
  return [
    { name: 'empty.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) },
    { name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) },
    {
      name: 'truncated.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R /AcroForm <<',
        'latin1',
      ),
    },
    { name: 'random-30mb.bin', mimeType: 'application/octet-stream', buffer: randomBytes(30 << 20) },
    { name: 'text-renamed.png', mimeType: 'image/png', buffer: Buffer.from('This is plain text, not a PNG.\n') },
  ];
}
