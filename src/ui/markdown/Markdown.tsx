import '@mantine/core/styles/Typography.layer.css';
import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { renderMarkdown } from './render-markdown';

export function Markdown({ source }: { source: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return <Typography dangerouslySetInnerHTML={{ __html: html }} />;
}
