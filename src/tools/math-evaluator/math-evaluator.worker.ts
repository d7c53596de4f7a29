import { serveLatest } from '../../lib/worker/serve-latest';
import { evaluateExpression } from './math-evaluator';

// An expression can run for long (factorial(1e6), zeros(1e4, 1e4)): the page ends this worker then.
serveLatest(evaluateExpression);
