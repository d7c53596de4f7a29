import type { RsaKeyPairText } from './rsa-key-formats';

export interface GenerateRequest {
  bits: number;
  /** Bumped by "Refresh key-pair": the same size asked again is a new request. */
  nonce: number;
}

export interface GeneratedKeyPair extends RsaKeyPairText {
  /** Time spent generating and encoding, in the worker. */
  durationMs: number;
}

export interface EncryptRequest {
  pkcs1: Uint8Array;
  passphrase: string;
}
