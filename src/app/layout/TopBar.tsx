import { Group } from '@mantine/core';
import { IconBrush, IconHome, IconMenu2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconButton } from '../../ui/button/IconButton';
import { ThemeToggle } from './ThemeToggle';

export function TopBar({ onToggleMenu, menuOpen }: { onToggleMenu: () => void; menuOpen: boolean }) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <IconButton label={t('menu.toggle')} onClick={onToggleMenu} aria-expanded={menuOpen} aria-controls="side-menu">
          <IconMenu2 />
        </IconButton>
        <IconButton label={t('menu.home')} component={Link} to="/">
          <IconHome />
        </IconButton>
        {import.meta.env.DEV && (
          <IconButton label={t('menu.uiLibrary')} component={Link} to="/c-lib">
            <IconBrush />
          </IconButton>
        )}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <ThemeToggle />
      </Group>
    </Group>
  );
}
