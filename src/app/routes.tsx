import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import AppLayout from './layout/AppLayout';
import HomePage from './pages/HomePage';

const AboutPage = lazy(() => import('./pages/AboutPage'));
const SettingsPage = lazy(() => import('./settings/SettingsPage'));
// Tools are known only to the catalogue, which loads after first paint: the eager code holds no
// route, name or icon of any tool, so it weighs the same whatever their number.
const CataloguePage = lazy(() => import('./catalogue/CataloguePage'));
// Development only: the condition is false in production builds, so the demos are not bundled.
const ComponentLibraryRoutes = import.meta.env.DEV ? lazy(() => import('./pages/ComponentLibraryRoutes')) : null;

const cataloguePage = (
  <Suspense fallback={null}>
    <CataloguePage />
  </Suspense>
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="settings" element={<SettingsPage />} />
        {ComponentLibraryRoutes && <Route path="c-lib/*" element={<ComponentLibraryRoutes />} />}
        <Route path="*" element={cataloguePage} />
      </Route>
    </Routes>
  );
}
