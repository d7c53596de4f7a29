import '../ui/base-styles';
import './theme/theme.css';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { colorSchemeManager } from './preferences/color-scheme';
import { AppRoutes } from './routes';
import { theme } from './theme/theme';

/** The whole app below the router: the same tree is prerendered at build time and hydrated. */
export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="auto" colorSchemeManager={colorSchemeManager}>
        <AppRoutes />
      </MantineProvider>
    </I18nextProvider>
  );
}
