import { serveLatest } from '../../lib/worker/serve-latest';
import { compareString, type CompareOutcome } from './bcrypt-run';
import type { CompareRequest } from './bcrypt-requests';

// bcryptjs cannot be stopped midway: the page ends this worker when a newer request comes.
serveLatest<CompareRequest, CompareOutcome, number>(({ text, hash }, { progress }) =>
  compareString(text, hash, progress),
);
