import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { theme } from '../app/theme/theme';

/**
 * A page rendered to HTML as the prerender does it: in Node, with no window, storage or worker,
 * inside the app's theme, in English.
 */
export function renderToHtml(page: ReactElement): string {
  return renderToString(<MantineProvider theme={theme}>{page}</MantineProvider>);
}
