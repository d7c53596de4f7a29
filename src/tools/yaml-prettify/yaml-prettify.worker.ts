import { serveOperation } from '../../lib/operation/serve-operation';
import { yamlPrettify } from './operations';
import { prettifyYamlQuickly } from './prettify-yaml-quickly';

// The same operation, through the quick path where it applies (js-yaml stays out of the page).
serveOperation({ ...yamlPrettify, run: prettifyYamlQuickly });
