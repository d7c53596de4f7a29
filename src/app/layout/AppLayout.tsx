import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

export default function AppLayout() {
  const [menuCollapsed, { toggle: toggleMenu }] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 700, collapsed: { desktop: menuCollapsed, mobile: !menuCollapsed } }}
      padding="md"
    >
      <AppShell.Header>
        <TopBar onToggleMenu={toggleMenu} />
      </AppShell.Header>
      <AppShell.Navbar>
        <SideMenu />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
