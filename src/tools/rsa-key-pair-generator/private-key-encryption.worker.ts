import { serveLatest } from '../../lib/worker/serve-latest';
import { encryptPrivateKey } from './private-key-encryption';
import type { EncryptRequest } from './rsa-worker-messages';

// 100 000 PBKDF2 rounds take a moment in forge's JavaScript (no Web Crypto on plain HTTP).
serveLatest<EncryptRequest, string>(async ({ pkcs1, passphrase }) => (await encryptPrivateKey(pkcs1, passphrase)).pem);
