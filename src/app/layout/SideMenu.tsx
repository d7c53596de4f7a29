import { useTranslation } from '../../i18n/i18n';
import { toolCategories } from '../../tools';
import { useFavoriteTools } from '../preferences/favorites';
import { MenuCategory } from './MenuCategory';
import classes from './SideMenu.module.css';

export function SideMenu() {
  const { t } = useTranslation();
  const favorites = useFavoriteTools();
  return (
    <nav aria-label={t('menu.navigation')} className={classes.nav}>
      {favorites.length > 0 && <MenuCategory id="favorites" title={t('categories.favorites')} tools={favorites} />}
      {toolCategories.map((category) => (
        <MenuCategory
          key={category.id}
          id={category.id}
          title={t(`categories.${category.id}`)}
          tools={category.tools}
        />
      ))}
    </nav>
  );
}
