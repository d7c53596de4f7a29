import { useId, useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import words from './locales/en.json';
import { sanitizeHtml } from './sanitize-html';
import classes from './MarkdownPreview.module.css';

/** The rendered HTML, sanitised before it reaches the page. */
export function MarkdownPreview({ html }: { html: string }) {
  const { t } = useToolWords(words);
  const labelId = useId();
  const safeHtml = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <section className={classes.root} aria-labelledby={labelId}>
      <div id={labelId} className={classes.label}>
        {t('preview.label')}
      </div>
      {safeHtml ? (
        // DOMPurify has removed scripts, event handlers and script URLs (see sanitizeHtml).
        <div className={classes.preview} dangerouslySetInnerHTML={{ __html: safeHtml }} />
      ) : (
        <div className={`${classes.preview} ${classes.empty}`}>{t('preview.empty')}</div>
      )}
    </section>
  );
}
