/** To the generator worker, which runs node-forge: it answers with an RsaKeyPairDer. */
export interface ForgeRequest {
  bits: number;
}

export interface EncryptRequest {
  pkcs1: Uint8Array;
  passphrase: string;
}
