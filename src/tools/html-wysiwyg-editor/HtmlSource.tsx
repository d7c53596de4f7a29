import { useState } from 'react';
import { Button } from '../../ui/button/Button';
import { Collapse } from '../../ui/collapse/Collapse';
import { InputText } from '../../ui/input-text/InputText';
import { maxLoadedHtmlChars, tooLargeHtmlMessage } from './html-wysiwyg-editor';
import { sanitizeHtml } from './sanitize';

interface HtmlSourceProps {
  value: string;
  onChange: (value: string) => void;
  /** Receives the HTML, sanitised, to set as the editor's content. */
  onLoad: (html: string) => void;
}

/** A collapsible box to paste existing HTML into, loaded into the editor (sanitised) on demand. */
export function HtmlSource({ value, onChange, onLoad }: HtmlSourceProps) {
  const [tooLarge, setTooLarge] = useState(false);
  const load = () => {
    const large = value.length > maxLoadedHtmlChars;
    setTooLarge(large);
    if (!large) onLoad(sanitizeHtml(value));
  };
  return (
    <Collapse title="HTML source">
      <InputText
        label="HTML source"
        value={value}
        onChange={(text) => {
          onChange(text);
          setTooLarge(false);
        }}
        placeholder="Paste HTML here, then load it into the editor"
        multiline
        rows={8}
        monospace
        spellCheck={false}
        error={tooLarge ? tooLargeHtmlMessage : undefined}
      />
      <Button mt="xs" onClick={load} disabled={value.trim() === ''}>
        Load into editor
      </Button>
    </Collapse>
  );
}
