import { serveLatest } from '../../lib/worker/serve-latest';
import { runRegex } from './regex-tester';

// A person's pattern can backtrack for ever; the page ends this worker when it runs too long.
serveLatest(runRegex);
