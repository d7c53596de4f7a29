import { serveLatest } from '../../lib/worker/serve-latest';
import { generateForgeKeyPair } from './forge-rsa-generation';
import type { RsaKeyPairDer } from './rsa-generator';
import type { ForgeRequest } from './rsa-worker-messages';

// The page makes its keys with Web Crypto; it asks here only for what Web Crypto cannot do (a size
// it refuses, a pair while it is busy, no Web Crypto at all), so this worker is forge's and loads it
// at once. A newer request aborts the signal: forge stops at its next step.
serveLatest<ForgeRequest, RsaKeyPairDer>(({ bits }, { signal }) => generateForgeKeyPair(bits, { signal }));
