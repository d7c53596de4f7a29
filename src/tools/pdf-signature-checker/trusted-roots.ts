import { Certificate } from 'pkijs';
import { message, MessageError } from '../../lib/operation/message';
import { pemDecodeAll } from '../../lib/pem';

export class InvalidTrustedRootError extends MessageError {
  override name = 'InvalidTrustedRootError';
  constructor() {
    super(message('errors.invalidTrustedRoot'));
  }
}

/**
 * The certificates of every `-----BEGIN CERTIFICATE-----` block in `pem`; none for blank text.
 * Throws an InvalidTrustedRootError when the text holds no certificate or a block is not one.
 */
export function parseTrustedRoots(pem: string): Certificate[] {
  if (pem.trim() === '') return [];
  let blocks;
  try {
    blocks = pemDecodeAll(pem).filter((block) => block.label === 'CERTIFICATE');
  } catch {
    throw new InvalidTrustedRootError();
  }
  if (blocks.length === 0) throw new InvalidTrustedRootError();
  return blocks.map((block) => {
    try {
      return Certificate.fromBER(block.der.slice());
    } catch {
      throw new InvalidTrustedRootError();
    }
  });
}
