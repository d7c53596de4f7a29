// What the page offers, without crypto: the page loads no forge for these.

export const publicKeyFormats = ['spki', 'openssh'] as const;
export const privateKeyFormats = ['pkcs1', 'pkcs8', 'encrypted'] as const;

export type PublicKeyFormat = (typeof publicKeyFormats)[number];
export type PrivateKeyFormat = (typeof privateKeyFormats)[number];

/** A comment goes on the same line as the key: line breaks become spaces, ends are trimmed. */
export function withComment(openSshLine: string, comment: string): string {
  const oneLine = comment.replace(/[\r\n]+/g, ' ').trim();
  return oneLine ? `${openSshLine} ${oneLine}` : openSshLine;
}

/** The public key as the chosen format writes it: PEM (SPKI), or the OpenSSH line with its comment. */
export function publicKeyIn(
  format: PublicKeyFormat,
  keys: { publicKeyPem: string; openSshPublicKey: string },
  comment: string,
): string {
  return format === 'openssh' ? withComment(keys.openSshPublicKey, comment) : keys.publicKeyPem;
}
