import { Group } from '@mantine/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Alert } from '../../ui/alert/Alert';
import { Card } from '../../ui/card/Card';
import { CodeBlock } from '../../ui/code-block/CodeBlock';
import { CopyButton } from '../../ui/copy/CopyButton';
import { DownloadButton } from '../../ui/download/DownloadButton';
import { useModal } from '../../ui/modal/Modal';
import { editorExtensions } from './editor-extensions';
import { EditorToolbar } from './EditorToolbar';
import { HtmlSource } from './HtmlSource';
import { defaultEditorHtml } from './html-wysiwyg-editor';
import { LinkDialog } from './LinkDialog';
import words from './locales/en.json';
import { htmlFormat } from './operations';
import { sanitizeHtml } from './sanitize';
import { useFormattedHtml } from './useFormattedHtml';
import classes from './HtmlWysiwygEditor.module.css';

const extensions = editorExtensions();

/**
 * The document as the editor will show it, until the editor is up (it is made after hydration):
 * the prerendered page shows the default text in its final place, so nothing moves when the
 * editor takes over. Our own default needs no cleaning; anything else is sanitised (in the
 * browser only, where the sanitiser has a DOM: the prerendered page holds the default).
 */
function EditorPreview({ html }: { html: string }) {
  const shown = html === defaultEditorHtml ? html : typeof window === 'undefined' ? '' : sanitizeHtml(html);
  return (
    <div className={classes.editor}>
      <div className="ProseMirror" aria-hidden dangerouslySetInnerHTML={{ __html: shown }} />
    </div>
  );
}

export default function HtmlWysiwygEditor() {
  const { t, word } = useToolWords(words);
  const [state, set] = useToolState('html-wysiwyg-editor', htmlFormat.fields);
  // The editor's own HTML, as getHTML() gives it: the output is made from this.
  const [editorHtml, setEditorHtml] = useState<string>();
  // The field value the editor was last brought in line with, and what the editor has sent the
  // field since: the field lags behind typing, so an older value of the editor's own is not a
  // change to load (that would undo what was typed meanwhile), while any other value (from
  // storage, a link, the source box) is.
  const syncedField = useRef<string | undefined>(undefined);
  const sentToField = useRef<string[]>([]);
  const linkDialog = useModal();

  const editor = useEditor({
    extensions,
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { 'aria-label': t('html.label'), role: 'textbox', 'aria-multiline': 'true' },
      // Pasted HTML is sanitised before ProseMirror reads it.
      transformPastedHTML: sanitizeHtml,
    },
    onUpdate: ({ editor: updated }) => {
      const html = updated.getHTML();
      sentToField.current.push(html);
      setEditorHtml(html);
      set('html', html);
    },
  });

  useEffect(() => {
    if (!editor || state.html === syncedField.current) return;
    // The first content (restored or linked) is not a step to undo; loading HTML later is.
    const first = syncedField.current === undefined;
    syncedField.current = state.html;
    const sent = sentToField.current.indexOf(state.html);
    if (sent >= 0) {
      sentToField.current.splice(0, sent + 1);
      return;
    }
    sentToField.current = [];
    editor.chain().setMeta('addToHistory', !first).setContent(sanitizeHtml(state.html), { emitUpdate: false }).run();
    setEditorHtml(editor.getHTML());
  }, [editor, state.html]);

  const { formatted, error } = useFormattedHtml(editorHtml);
  const plainText = editor && editorHtml !== undefined ? editor.getText({ blockSeparator: '\n\n' }) : '';

  return (
    <>
      <Card>
        <EditorToolbar
          editor={editor}
          onLink={linkDialog.open}
          textColor={state.textColor}
          onTextColorChange={(value) => set('textColor', value)}
        />
        {editor ? <EditorContent editor={editor} className={classes.editor} /> : <EditorPreview html={state.html} />}
        <HtmlSource
          value={state.source}
          onChange={(value) => set('source', value)}
          onLoad={(html) => set('html', html)}
        />
      </Card>
      <Card>
        {error && <Alert type="error">{word(error)}</Alert>}
        <CodeBlock
          label={t('output.label')}
          value={formatted}
          language="html"
          wrap
          minRows={8}
          footer={
            <Group mt="xs">
              <CopyButton
                value={{ html: editorHtml ?? '', text: plainText }}
                label={t('output.copyRichText')}
                disabled={!editor}
              />
              <DownloadButton
                content={formatted}
                fileName="document.html"
                mimeType="text/html"
                label={t('output.download')}
                disabled={formatted === ''}
              />
            </Group>
          }
        />
      </Card>
      {editor && linkDialog.opened && <LinkDialog editor={editor} onClose={linkDialog.close} />}
    </>
  );
}
