import { serveLatest } from '../../lib/worker/serve-latest';
import { hashString, type HashOutcome } from './bcrypt-run';
import type { HashRequest } from './bcrypt-requests';

// bcryptjs cannot be stopped midway: the page ends this worker when a newer request comes.
serveLatest<HashRequest, HashOutcome, number>(({ text, cost }, { progress }) => hashString(text, cost, progress));
