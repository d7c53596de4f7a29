import './theme/shell.css';
import { usePageviews } from '../analytics/usePageviews';
import { AppRoutes } from './routes';

/** The whole app below the router: the same tree is prerendered at build time and hydrated. */
export function App() {
  usePageviews();
  return <AppRoutes />;
}
