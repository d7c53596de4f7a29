import { serveConversion } from '../../lib/conversion/serve-conversion';
import { convertToEveryCase } from './case-converter';

serveConversion(convertToEveryCase);
