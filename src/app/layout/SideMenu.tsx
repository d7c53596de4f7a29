import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/i18n';
import classes from './SideMenu.module.css';

const CatalogueMenu = lazy(() => import('../catalogue/CatalogueMenu'));

// The tool list comes with the catalogue, after first paint: until then React keeps the
// prerendered list, whose links already work. One element for good, so a re-render of the menu
// never reaches the list before it has hydrated (which would make React redraw it from scratch).
const toolList = (
  <Suspense fallback={null}>
    <CatalogueMenu />
  </Suspense>
);

export function SideMenu() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('menu.navigation')} className={classes.nav}>
      {toolList}
    </nav>
  );
}
