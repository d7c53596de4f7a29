import { serveConversion } from '../../lib/conversion/serve-conversion';
import { prettifySql } from './sql-prettify';

serveConversion(prettifySql);
