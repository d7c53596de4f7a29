import { serveConversion } from '../../lib/conversion/serve-conversion';
import { computeTextStatistics } from './text-statistics';

serveConversion((text: string) => computeTextStatistics(text));
