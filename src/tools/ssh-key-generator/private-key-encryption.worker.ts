import { serveLatest } from '../../lib/worker/serve-latest';
import { encryptedOpenSshPrivateKey } from './openssh-private-key';
import type { EncryptRequest } from './private-key-encryption';

// bcrypt_pbkdf takes about a second for 16 rounds and cannot pause: it runs here, off the page.
serveLatest<EncryptRequest, string>(({ pair, comment, passphrase, rounds }) =>
  encryptedOpenSshPrivateKey(pair, comment, { passphrase, rounds }),
);
