import { useId, useMemo } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { Note } from '../text/Note';
import { previewDocument } from './preview-document';
import classes from './HtmlPreview.module.css';

/** Beyond this, only the start is previewed: laying out megabytes of HTML would hold the page. */
export const previewMaxChars = 50_000;

interface HtmlPreviewProps {
  /** The visible label, also the frame's title. */
  label: string;
  html: string;
}

/**
 * How `html` renders, in a sandboxed frame (`sandbox=""`: no scripts, forms, popups or
 * navigation of the page) after sanitising (no styles, no URLs but inline images), so nothing runs
 * and nothing is fetched. The frame fills in after hydration: the prerendered page cannot sanitise.
 */
export function HtmlPreview({ label, html }: HtmlPreviewProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const inBrowser = useIsHydrated();
  const truncated = html.length > previewMaxChars;
  const document = useMemo(
    () => (inBrowser ? previewDocument(truncated ? html.slice(0, previewMaxChars) : html) : undefined),
    [inBrowser, truncated, html],
  );
  return (
    <div className={classes.root}>
      <div id={labelId} className={classes.label}>
        {label}
      </div>
      <iframe className={classes.frame} sandbox="" title={label} aria-describedby={labelId} srcDoc={document} />
      {truncated && <Note>{t('ui.previewTruncated', { limit: previewMaxChars })}</Note>}
    </div>
  );
}
