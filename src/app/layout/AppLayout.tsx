import { useState } from 'react';
import { Outlet } from 'react-router';
import classes from './AppLayout.module.css';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

/**
 * The frame of every page: top bar, side menu (240px, collapsible), content. Plain CSS rather than
 * Mantine's AppShell, which brings a scroll-lock and transitions the shell does not need.
 */
export default function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(true);
  return (
    <div className={classes.layout} data-menu-open={menuOpen || undefined}>
      <header className={classes.header}>
        <TopBar onToggleMenu={() => setMenuOpen((open) => !open)} menuOpen={menuOpen} />
      </header>
      <aside className={classes.menu} id="side-menu">
        <SideMenu />
      </aside>
      <main className={classes.main}>
        <Outlet />
      </main>
    </div>
  );
}
