import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { theme } from '../app/theme/theme';
import { i18n } from '../i18n/i18n';

/**
 * A page rendered to HTML as the prerender does it: in Node, with no window, storage or worker,
 * inside the app's theme and i18next (English).
 */
export function renderToHtml(page: ReactElement): string {
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>{page}</MantineProvider>
    </I18nextProvider>,
  );
}
