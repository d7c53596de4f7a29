import { useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { Button } from '../../ui/button/Button';
import { Collapse } from '../../ui/collapse/Collapse';
import { InputText } from '../../ui/input-text/InputText';
import { maxLoadedHtmlChars } from './html-wysiwyg-editor';
import words from './locales/en.json';
import { sanitizeHtml } from './sanitize';

interface HtmlSourceProps {
  value: string;
  onChange: (value: string) => void;
  /** Receives the HTML, sanitised, to set as the editor's content. */
  onLoad: (html: string) => void;
}

/** A collapsible box to paste existing HTML into, loaded into the editor (sanitised) on demand. */
export function HtmlSource({ value, onChange, onLoad }: HtmlSourceProps) {
  const { t } = useToolWords(words);
  const [tooLarge, setTooLarge] = useState(false);
  const load = () => {
    const large = value.length > maxLoadedHtmlChars;
    setTooLarge(large);
    if (!large) onLoad(sanitizeHtml(value));
  };
  return (
    <Collapse title={t('source.title')}>
      <InputText
        label={t('source.label')}
        value={value}
        onChange={(text) => {
          onChange(text);
          setTooLarge(false);
        }}
        placeholder={t('source.placeholder')}
        multiline
        rows={8}
        monospace
        spellCheck={false}
        error={tooLarge ? t('source.tooLarge') : undefined}
      />
      <Button mt="xs" onClick={load} disabled={value.trim() === ''}>
        {t('source.load')}
      </Button>
    </Collapse>
  );
}
