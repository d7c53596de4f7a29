import { serveLatest } from '../worker/serve-latest';
import type { Detection } from './detection';
import { answerDetectRequest, type DetectRequest } from './detect-request';

serveLatest<DetectRequest, Detection[]>(answerDetectRequest);
