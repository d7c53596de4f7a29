import { serveOperation } from '../../lib/operation/serve-operation';
import { textStatisticsCount } from './operations';

serveOperation(textStatisticsCount);
