// What the page offers and how it shows it, without crypto: the page loads no forge for these.

export type PublicKeyFormat = 'spki' | 'openssh';
export type PrivateKeyFormat = 'pkcs1' | 'pkcs8' | 'encrypted';

export const publicKeyFormats: readonly { value: PublicKeyFormat; label: string }[] = [
  { value: 'spki', label: 'PEM, SPKI (BEGIN PUBLIC KEY)' },
  { value: 'openssh', label: 'OpenSSH (ssh-rsa)' },
];

export const privateKeyFormats: readonly { value: PrivateKeyFormat; label: string }[] = [
  { value: 'pkcs1', label: 'PEM, PKCS#1 (BEGIN RSA PRIVATE KEY)' },
  { value: 'pkcs8', label: 'PEM, PKCS#8 (BEGIN PRIVATE KEY)' },
  { value: 'encrypted', label: 'PEM, PKCS#8 encrypted with a passphrase' },
];

/** A comment goes on the same line as the key: line breaks become spaces, ends are trimmed. */
export function withComment(openSshLine: string, comment: string): string {
  const oneLine = comment.replace(/[\r\n]+/g, ' ').trim();
  return oneLine ? `${openSshLine} ${oneLine}` : openSshLine;
}

export const passphraseRequiredMessage = 'Enter a passphrase to encrypt the private key';
