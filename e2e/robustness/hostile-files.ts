import { randomBytes } from 'node:crypto';

export interface HostileFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A file to try, built only when a run tries it; costly ones come round once a week (sampling.ts). */
export interface HostileFileRecipe {
  name: string;
  mimeType: string;
  costly?: boolean;
  make: () => Buffer;
}

/** Files a person could pick by mistake or on purpose; built at run time, never committed. */
export const hostileFiles: readonly HostileFileRecipe[] = [
  { name: 'empty.txt', mimeType: 'text/plain', make: () => Buffer.alloc(0) },
  { name: 'empty.png', mimeType: 'image/png', make: () => Buffer.alloc(0) },
  {
    name: 'truncated.pdf',
    mimeType: 'application/pdf',
    make: () =>
      Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R /AcroForm <<', 'latin1'),
  },
  { name: 'text-renamed.png', mimeType: 'image/png', make: () => Buffer.from('This is plain text, not a PNG.\n') },
  {
    name: 'random-30mb.bin',
    mimeType: 'application/octet-stream',
    costly: true,
    make: () => randomBytes(30 << 20),
  },
];

export const madeFile = ({ name, mimeType, make }: HostileFileRecipe): HostileFile => ({
  name,
  mimeType,
  buffer: make(),
});
