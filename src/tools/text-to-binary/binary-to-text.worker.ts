import { serveConversion } from '../../lib/conversion/serve-conversion';
import { binaryToText } from './text-to-binary';

serveConversion(binaryToText);
