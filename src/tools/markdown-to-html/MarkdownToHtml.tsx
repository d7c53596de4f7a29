import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { Button } from '../../ui/button/Button';
import { FormatConverter } from '../../ui/format-converter/FormatConverter';
import { Switch } from '../../ui/switch/Switch';
import { htmlDocument } from './html-document';
import { convertMarkdownToHtml, defaultMarkdownOptions, type MarkdownOptions } from './markdown-to-html';
import { MarkdownPreview } from './MarkdownPreview';
import { printHtml } from './print-html';
import { sanitizeHtml } from './sanitize-html';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./markdown-to-html.worker.ts', import.meta.url), { type: 'module' });

const switches: readonly { option: keyof MarkdownOptions; label: string }[] = [
  { option: 'html', label: 'Allow raw HTML' },
  { option: 'linkify', label: 'Linkify URLs' },
  { option: 'typographer', label: 'Typographer' },
  { option: 'breaks', label: 'Line breaks as <br>' },
];

export default function MarkdownToHtml() {
  const [options, setOptions] = useState(defaultMarkdownOptions);

  return (
    <FormatConverter
      input={{ label: 'Your Markdown to convert', placeholder: 'Your Markdown content...', rows: 8, autoFocus: true }}
      output={{
        label: 'Output HTML',
        language: 'html',
        wrap: true,
        fileName: 'document.html',
        fileContent: htmlDocument,
        downloadLabel: 'Download HTML',
      }}
      convert={convertMarkdownToHtml}
      options={options}
      spawnWorker={spawnWorker}
      controls={switches.map(({ option, label }) => (
        <Switch
          key={option}
          label={label}
          checked={options[option]}
          onChange={(checked) => setOptions((current) => ({ ...current, [option]: checked }))}
        />
      ))}
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
