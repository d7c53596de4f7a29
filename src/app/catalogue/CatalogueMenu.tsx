import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { toolCategories } from '../../tools';
import { MenuCategory } from '../layout/MenuCategory';
import { useFavoriteTools } from './use-favorite-tools';

/**
 * The menu's tools: the favourites (when there are any), then every category in order. The home
 * page's HTML leaves the lists out (its cards already link every tool, and the page must stay
 * small however many tools there are): they fill in once the page has hydrated.
 */
export default function CatalogueMenu() {
  const { t } = useTranslation();
  const favorites = useFavoriteTools();
  const hydrated = useIsHydrated();
  const { pathname } = useLocation();
  const toolsListed = hydrated || pathname !== '/';
  return (
    <>
      {favorites.length > 0 && (
        <MenuCategory id="favorites" title={t('categories.favorites')} tools={favorites} listed={toolsListed} />
      )}
      {toolCategories.map((category) => (
        <MenuCategory
          key={category.id}
          id={category.id}
          title={t(`categories.${category.id}`)}
          tools={category.tools}
          listed={toolsListed}
        />
      ))}
    </>
  );
}
