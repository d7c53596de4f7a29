import { serveLatest } from '../../lib/worker/serve-latest';
import { runCheck, type CheckRequest, type CheckResult } from './check-request';

serveLatest<CheckRequest, CheckResult>((request) => runCheck(request));
