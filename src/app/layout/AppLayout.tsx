import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { Outlet, useLocation } from 'react-router';
import { menuCollapsed, useIsSmallScreen } from '../preferences/menu';
import classes from './AppLayout.module.css';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

/**
 * The frame of every page: top bar, side menu (240px, collapsible), content. On screens 700px
 * wide or less the menu starts closed and opens over the page; a click on the overlay closes it.
 */
export default function AppLayout() {
  const { t } = useTranslation();
  const collapsed = menuCollapsed.use();
  const smallScreen = useIsSmallScreen();
  const [openOnSmallScreen, setOpenOnSmallScreen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    document.documentElement.toggleAttribute('data-menu-collapsed', collapsed);
  }, [collapsed]);

  // Choosing a page from the overlay menu closes it.
  useEffect(() => setOpenOnSmallScreen(false), [pathname, smallScreen]);

  const menuOpen = smallScreen ? openOnSmallScreen : !collapsed;
  const toggleMenu = () => (smallScreen ? setOpenOnSmallScreen((open) => !open) : menuCollapsed.set(!collapsed));

  return (
    <div className={classes.layout} data-small-menu-open={(smallScreen && openOnSmallScreen) || undefined}>
      <header className={classes.header}>
        <TopBar onToggleMenu={toggleMenu} menuOpen={menuOpen} />
      </header>
      <aside className={classes.menu} id="side-menu">
        <SideMenu />
      </aside>
      {smallScreen && openOnSmallScreen && (
        <button
          type="button"
          className={classes.overlay}
          aria-label={t('menu.close')}
          onClick={() => setOpenOnSmallScreen(false)}
        />
      )}
      <main className={classes.main}>
        <Outlet />
      </main>
    </div>
  );
}
