import { formatMac, type LetterCase, type MacSeparator } from '../../lib/mac/mac-address';
import { randomBytes } from '../../lib/random';

export const quantityMin = 1;
export const quantityMax = 100;
export const defaultPrefix = '64:16:7F';

export const separatorChoices = ['colon', 'dash', 'dot', 'none', 'cisco'] as const;
export type SeparatorChoice = (typeof separatorChoices)[number];

const separators: Record<SeparatorChoice, MacSeparator> = {
  colon: ':',
  dash: '-',
  dot: '.',
  none: '',
  cisco: 'cisco',
};

export interface MacGeneratorOptions {
  quantity: number;
  /** The bytes every address starts with (0 to 6). */
  prefix: readonly number[];
  separator: SeparatorChoice;
  letterCase: LetterCase;
  /**
   * Without a prefix: make the first octet unicast and locally administered (its two low bits
   * 10), as addresses for VMs and containers must be so as not to clash with assigned ones.
   */
  locallyAdministered: boolean;
}

export function generateMacAddress(options: Omit<MacGeneratorOptions, 'quantity'>): string {
  const prefix = options.prefix.slice(0, 6);
  const bytes = [...prefix, ...randomBytes(6 - prefix.length)];
  if (options.locallyAdministered && prefix.length === 0) bytes[0] = (bytes[0] & 0xfc) | 0x02;
  return formatMac(bytes, separators[options.separator], options.letterCase);
}

export function generateMacAddresses(options: MacGeneratorOptions): string[] {
  const quantity = Math.min(quantityMax, Math.max(quantityMin, Math.trunc(options.quantity)));
  return Array.from({ length: quantity }, () => generateMacAddress(options));
}

/** A registry prefix of 6 hex digits as the prefix field takes it: B827EB → B8:27:EB. */
export const vendorPrefix = (hex: string) =>
  formatMac(
    hex.match(/../g)!.map((pair) => Number.parseInt(pair, 16)),
    ':',
  );
