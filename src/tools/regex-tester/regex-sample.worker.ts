import { serveLatest } from '../../lib/worker/serve-latest';
import { sampleMatching } from './sample';

serveLatest(sampleMatching);
