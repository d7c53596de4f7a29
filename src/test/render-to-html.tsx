import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { theme } from '../app/theme/theme';

/**
 * A page rendered to HTML as the prerender does it: in Node, with no window, storage or worker,
 * inside the app's theme, in English, its lazy parts (the option controls) loaded and drawn.
 */
export async function prerenderToHtml(page: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<MantineProvider theme={theme}>{page}</MantineProvider>, {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
