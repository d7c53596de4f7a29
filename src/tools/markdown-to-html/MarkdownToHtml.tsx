import { IconPrinter } from '@tabler/icons-react';
import { useToolWords } from '../../i18n/tool-words';
import { Button } from '../../ui/button/Button';
import { FormatConverter } from '../../ui/format-converter/FormatConverter';
import { htmlDocument } from './html-document';
import words from './locales/en.json';
import { MarkdownPreview } from './MarkdownPreview';
import { markdownToHtml } from './operations';
import { printHtml } from './print-html';
import { sanitizeHtml } from './sanitize-html';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./markdown-to-html.worker.ts', import.meta.url), { type: 'module' });

export default function MarkdownToHtml() {
  const { t } = useToolWords(words);
  const untitled = t('html.untitled');
  return (
    <FormatConverter
      slug="markdown-to-html"
      words={words}
      operation={markdownToHtml}
      input={{ placeholder: 'markdown.placeholder', rows: 8, autoFocus: true }}
      output={{
        language: 'html',
        wrap: true,
        fileName: 'document.html',
        fileContent: (html) => htmlDocument(html, untitled),
        downloadLabel: 'html.download',
      }}
      spawnWorker={spawnWorker}
      actions={(html) => (
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
          disabled={!html}
          onClick={() => printHtml(htmlDocument(sanitizeHtml(html), untitled), t('print.frame'))}
        >
          {t('print.button')}
        </Button>
      )}
      below={(html) => <MarkdownPreview html={html} />}
    />
  );
}
