import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { redirects, tools } from '../tools';
import AppLayout from './layout/AppLayout';
import HomePage from './pages/HomePage';
import NotFoundPage from './pages/NotFoundPage';
import { ToolPage } from './pages/ToolPage';

const AboutPage = lazy(() => import('./pages/AboutPage'));
// Development only: the condition is false in production builds, so the demos are not bundled.
const ComponentLibraryRoutes = import.meta.env.DEV ? lazy(() => import('./pages/ComponentLibraryRoutes')) : null;

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        {tools.map((tool) => (
          <Route key={tool.slug} path={tool.slug} element={<ToolPage tool={tool} />} />
        ))}
        {ComponentLibraryRoutes && <Route path="c-lib/*" element={<ComponentLibraryRoutes />} />}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {[...redirects].map(([from, to]) => (
        <Route key={from} path={from} element={<Navigate to={to} replace />} />
      ))}
    </Routes>
  );
}
