import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/i18n';
import { IconButton } from '../../ui/button/IconButton';
import { toggleColorScheme, useColorScheme } from '../preferences/color-scheme';

export function ThemeToggle() {
  const { t } = useTranslation();
  const isDark = useColorScheme() === 'dark';
  return (
    <IconButton label={isDark ? t('theme.toLight') : t('theme.toDark')} onClick={toggleColorScheme}>
      {isDark ? <IconSun /> : <IconMoon />}
    </IconButton>
  );
}
