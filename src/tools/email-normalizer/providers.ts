/** How a mail provider reads the local part (before the @) of its addresses. */
export interface ProviderRule {
  domains: string[];
  /** Dots in the local part are ignored (a.b@ and ab@ are one mailbox). */
  removeDots: boolean;
  /** What starts a sub-address tag that the provider drops (`+` in ada+news@), if any. */
  tagSeparator?: '+' | '-';
  /** The provider's main domain, where it has aliases (googlemail.com → gmail.com). */
  canonicalDomain?: string;
  /** Only with "More providers" on: rules the reference tool does not apply. */
  more: boolean;
}

/**
 * The reference's rules (the email-normalizer 1.0.0 package) and ours, behind an option. The page
 * shows this table as it is.
 */
export const providerRules: ProviderRule[] = [
  { domains: ['gmail.com'], removeDots: true, tagSeparator: '+', more: false },
  { domains: ['googlemail.com'], removeDots: true, tagSeparator: '+', canonicalDomain: 'gmail.com', more: false },
  { domains: ['hotmail.com'], removeDots: false, tagSeparator: '+', more: false },
  { domains: ['live.com'], removeDots: true, tagSeparator: '+', more: false },
  { domains: ['outlook.com'], removeDots: false, tagSeparator: '+', more: false },
  { domains: ['icloud.com', 'me.com', 'mac.com'], removeDots: false, tagSeparator: '+', more: true },
  { domains: ['protonmail.com', 'proton.me', 'pm.me'], removeDots: false, tagSeparator: '+', more: true },
  { domains: ['yahoo.com'], removeDots: false, tagSeparator: '-', more: true },
  { domains: ['yandex.ru', 'yandex.com', 'ya.ru'], removeDots: false, tagSeparator: '+', more: true },
];

export function findProviderRule(domain: string, moreProviders: boolean): ProviderRule | undefined {
  return providerRules.find((rule) => rule.domains.includes(domain) && (moreProviders || !rule.more));
}
