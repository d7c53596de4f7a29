import { findProviderRule } from './providers';

export interface NormalizeOptions {
  /** Apply the rules of more providers than the reference did (see providers.ts). */
  moreProviders: boolean;
  /** Keep each address once, leaving blank lines out. */
  removeDuplicates: boolean;
  /** The words of a line that is not an address, `{{line}}` standing for the line. */
  unparsable: string;
}

const emailShape = /^[\w.%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/i;

/** One address in canonical form, or undefined when it is not an address this tool reads. */
export function normalizeEmail(email: string, moreProviders = false): string | undefined {
  const trimmed = email.trim();
  if (!emailShape.test(trimmed)) return undefined;
  const lower = trimmed.toLowerCase();
  const at = lower.lastIndexOf('@');
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const rule = findProviderRule(domain, moreProviders);
  if (rule) {
    if (rule.tagSeparator) local = local.split(rule.tagSeparator)[0];
    if (rule.removeDots) local = local.replaceAll('.', '');
    domain = rule.canonicalDomain ?? domain;
  }
  return local === '' ? undefined : `${local}@${domain}`;
}

export interface NormalizedEmails {
  /** One line per input line (blank for blank), or each address once with duplicates removed. */
  output: string;
  /** Distinct valid addresses after normalizing. */
  uniqueCount: number;
}

/** Every line of `text` normalized; a line that is not an address says so. */
export function normalizeEmails(
  text: string,
  { moreProviders, removeDuplicates, unparsable }: NormalizeOptions,
): NormalizedEmails {
  if (text.trim() === '') return { output: '', uniqueCount: 0 };
  const unique = new Set<string>();
  const shown = new Set<string>();
  const lines: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') {
      if (!removeDuplicates) lines.push('');
      continue;
    }
    const normalized = normalizeEmail(line, moreProviders);
    if (normalized !== undefined) unique.add(normalized);
    const outputLine = normalized ?? unparsable.replace('{{line}}', () => line);
    if (removeDuplicates && shown.has(outputLine)) continue;
    shown.add(outputLine);
    lines.push(outputLine);
  }
  return { output: lines.join('\n'), uniqueCount: unique.size };
}
