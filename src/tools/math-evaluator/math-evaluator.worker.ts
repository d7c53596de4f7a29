import { serveOperation } from '../../lib/operation/serve-operation';
import { evaluateExpression } from './math-evaluator';
import { mathEvaluate } from './operations';

// mathjs in the worker's own script, evaluated at once: the operation's `run` imports it when called
// so that the page, which reads the declaration, never loads it. An expression can run for long
// (factorial(1e6), zeros(1e4, 1e4)): the page ends this worker then.
serveOperation({ ...mathEvaluate, run: (expression, { format }) => evaluateExpression(expression, format) });
