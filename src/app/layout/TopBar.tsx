import { IconBrush, IconHome, IconMenu2 } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/i18n';
import { IconButton } from '../../ui/button/IconButton';
import { CommandPalette } from '../palette/CommandPalette';
import { LanguageSelect } from './LanguageSelect';
import { ThemeToggle } from './ThemeToggle';
import { TopBarLinks } from './TopBarLinks';
import classes from './TopBar.module.css';

export function TopBar({ onToggleMenu, menuOpen }: { onToggleMenu: () => void; menuOpen: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={classes.bar}>
      <div className={classes.group}>
        <IconButton label={t('menu.toggle')} onClick={onToggleMenu} aria-expanded={menuOpen} aria-controls="side-menu">
          <IconMenu2 />
        </IconButton>
        <IconButton label={t('menu.home')} to="/">
          <IconHome />
        </IconButton>
        {import.meta.env.DEV && (
          <IconButton label={t('menu.uiLibrary')} to="/c-lib">
            <IconBrush />
          </IconButton>
        )}
      </div>
      <CommandPalette />
      <div className={classes.group}>
        <LanguageSelect />
        <ThemeToggle />
        <TopBarLinks />
      </div>
    </div>
  );
}
