import { serveLatest } from '../../lib/worker/serve-latest';
import { answerTokenRequest, type TokenAnswer, type TokenRequest } from './token-work';

serveLatest<TokenRequest, TokenAnswer>(answerTokenRequest);
