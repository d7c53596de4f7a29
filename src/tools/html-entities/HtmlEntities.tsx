import { useToolWords } from '../../i18n/tool-words';
import { HtmlPreview } from '../../ui/html-preview/HtmlPreview';
import { twoWayConverterPage } from '../../ui/two-way-converter/twoWayConverterPage';
import words from './locales/en.json';
import { htmlEscape, htmlUnescape } from './operations';

function UnescapedPreview({ html }: { html: string }) {
  const { t } = useToolWords(words);
  return <HtmlPreview label={t('unescape.preview')} html={html} />;
}

export default twoWayConverterPage({
  slug: 'html-entities',
  words,
  encode: {
    operation: htmlEscape,
    title: 'escape.title',
    input: { placeholder: 'escape.input.placeholder' },
    output: { placeholder: 'escape.output.placeholder' },
    copyLabel: 'copy',
    // Called only from an effect (see useWorkerResult), for large input.
    spawnWorker: () => new Worker(new URL('./html-entities-escape.worker.ts', import.meta.url), { type: 'module' }),
  },
  decode: {
    operation: htmlUnescape,
    title: 'unescape.title',
    input: { placeholder: 'unescape.input.placeholder' },
    output: { placeholder: 'unescape.output.placeholder' },
    copyLabel: 'copy',
    spawnWorker: () => new Worker(new URL('./html-entities-unescape.worker.ts', import.meta.url), { type: 'module' }),
    below: (unescaped) => <UnescapedPreview html={unescaped} />,
  },
});
