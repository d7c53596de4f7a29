import { noOperations } from '../../lib/operation/operation';

export const operations = noOperations('reasons.noOperation');
