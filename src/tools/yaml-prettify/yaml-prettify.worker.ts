import { serveConversion } from '../../lib/conversion/serve-conversion';
import { prettifyYamlQuickly } from './prettify-yaml-quickly';

serveConversion(prettifyYamlQuickly);
