import './theme/shell.css';
import { I18nextProvider } from 'react-i18next';
import { usePageviews } from '../analytics/usePageviews';
import { i18n } from '../i18n/i18n';
import { AppRoutes } from './routes';

/** The whole app below the router: the same tree is prerendered at build time and hydrated. */
export function App() {
  usePageviews();
  return (
    <I18nextProvider i18n={i18n}>
      <AppRoutes />
    </I18nextProvider>
  );
}
