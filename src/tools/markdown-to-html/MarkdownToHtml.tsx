import { IconPrinter } from '@tabler/icons-react';
import { booleanField, defineFields, textField } from '../../lib/tool-state/fields';
import { Button } from '../../ui/button/Button';
import { FormatConverter } from '../../ui/format-converter/FormatConverter';
import { Switch } from '../../ui/switch/Switch';
import { htmlDocument } from './html-document';
import { convertMarkdownToHtml, defaultMarkdownOptions as defaults, type MarkdownOptions } from './markdown-to-html';
import { MarkdownPreview } from './MarkdownPreview';
import { printHtml } from './print-html';
import { sanitizeHtml } from './sanitize-html';

const fields = defineFields({
  markdown: textField(''),
  rawHtml: booleanField(defaults.rawHtml),
  linkify: booleanField(defaults.linkify),
  typographer: booleanField(defaults.typographer),
  lineBreaks: booleanField(defaults.lineBreaks),
});

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./markdown-to-html.worker.ts', import.meta.url), { type: 'module' });

const switches: readonly { option: keyof MarkdownOptions; label: string }[] = [
  { option: 'rawHtml', label: 'Allow raw HTML' },
  { option: 'linkify', label: 'Linkify URLs' },
  { option: 'typographer', label: 'Typographer' },
  { option: 'lineBreaks', label: 'Line breaks as <br>' },
];

export default function MarkdownToHtml() {
  return (
    <FormatConverter
      slug="markdown-to-html"
      fields={fields}
      input={{
        name: 'markdown',
        label: 'Your Markdown to convert',
        placeholder: 'Your Markdown content...',
        rows: 8,
        autoFocus: true,
      }}
      output={{
        label: 'Output HTML',
        language: 'html',
        wrap: true,
        fileName: 'document.html',
        fileContent: htmlDocument,
        downloadLabel: 'Download HTML',
      }}
      convert={convertMarkdownToHtml}
      spawnWorker={spawnWorker}
      controls={(options, set) =>
        switches.map(({ option, label }) => (
          <Switch key={option} label={label} checked={options[option]} onChange={(checked) => set(option, checked)} />
        ))
      }
      actions={(html) => (
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
          disabled={!html}
          onClick={() => printHtml(htmlDocument(sanitizeHtml(html)))}
        >
          Print as PDF
        </Button>
      )}
      below={(html) => <MarkdownPreview html={html} />}
    />
  );
}
