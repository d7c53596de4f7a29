import type { PrivateKeyMaterial } from './openssh-private-key';

/** To the encryption worker: the key pair to write, encrypted with the passphrase. */
export interface EncryptRequest {
  pair: PrivateKeyMaterial;
  comment: string;
  passphrase: string;
  rounds: number;
}
