import { serveConversion } from '../../lib/conversion/serve-conversion';
import { bulkTable } from './snowflake-bulk';

serveConversion(bulkTable);
