import forge from 'node-forge';
import { fromBinary, toBinary } from './forge-der';

// Loaded only where Web Crypto is missing (a page served over plain HTTP): most of a worker's bytes.

/** PBKDF2-HMAC-SHA256 then AES-CBC, in node-forge's JavaScript: the same bytes as Web Crypto's. */
export function encryptWithForge(
  plaintext: Uint8Array,
  passphrase: string,
  { salt, iv, iterations, keyBytes }: { salt: Uint8Array; iv: Uint8Array; iterations: number; keyBytes: number },
): Uint8Array {
  const key = forge.pkcs5.pbkdf2(
    forge.util.encodeUtf8(passphrase),
    toBinary(salt),
    iterations,
    keyBytes,
    forge.md.sha256.create(),
  );
  const cipher = forge.cipher.createCipher('AES-CBC', key);
  cipher.start({ iv: toBinary(iv) });
  cipher.update(forge.util.createBuffer(toBinary(plaintext)));
  cipher.finish();
  return fromBinary(cipher.output.getBytes());
}
