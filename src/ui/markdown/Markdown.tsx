import { useMemo } from 'react';
import classes from './Markdown.module.css';
import { renderMarkdown } from './render-markdown';

/** Markdown rendered to sanitised HTML, styled with plain CSS (usable outside the tool pages too). */
export function Markdown({ source }: { source: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return <div className={classes.markdown} dangerouslySetInnerHTML={{ __html: html }} />;
}
