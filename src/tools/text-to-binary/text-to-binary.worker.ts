import { serveConversion } from '../../lib/conversion/serve-conversion';
import { textToBinary } from './text-to-binary';

serveConversion(textToBinary);
