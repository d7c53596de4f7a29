import type { Message } from '../../lib/operation/message';
import type { Result } from '../../lib/result';
import { serveLatest } from '../../lib/worker/serve-latest';
import { decodeText } from './certificate-decoder';
import type { Decoded } from './model';

serveLatest<string, Result<Decoded, Message>>((text) => decodeText(text));
