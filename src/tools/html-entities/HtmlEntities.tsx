import { HtmlPreview } from '../../ui/html-preview/HtmlPreview';
import { switchOption } from '../../ui/two-way-converter/direction-options';
import { twoWayConverterPage } from '../../ui/two-way-converter/twoWayConverterPage';
import { escapeHtml, unescapeHtml } from './html-entities';

// Called only from an effect (see useWorkerResult), for large input.
const spawnEscapeWorker = () =>
  new Worker(new URL('./html-entities-escape.worker.ts', import.meta.url), { type: 'module' });
const spawnUnescapeWorker = () =>
  new Worker(new URL('./html-entities-unescape.worker.ts', import.meta.url), { type: 'module' });

export default twoWayConverterPage({
  slug: 'html-entities',
  encode: {
    name: 'text',
    title: 'Escape',
    defaultValue: '<title>IT Tool</title>',
    options: { nonAscii: switchOption('Also encode non-ASCII characters', false) },
    input: { label: 'Text to escape', placeholder: 'The text to escape' },
    output: { label: 'Escaped text', placeholder: 'Your text, with HTML entities' },
    copyLabel: 'Copy',
    convert: escapeHtml,
    spawnWorker: spawnEscapeWorker,
  },
  decode: {
    name: 'escaped',
    title: 'Unescape',
    defaultValue: '&lt;title&gt;IT Tool&lt;/title&gt;',
    input: { label: 'Text to unescape', placeholder: 'The text with HTML entities to unescape' },
    output: { label: 'Unescaped text', placeholder: 'Your text, with its entities decoded' },
    copyLabel: 'Copy',
    convert: unescapeHtml,
    spawnWorker: spawnUnescapeWorker,
    below: (unescaped) => <HtmlPreview label="Preview" html={unescaped} />,
  },
});
