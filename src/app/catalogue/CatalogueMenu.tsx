import { useTranslation } from '../../i18n/i18n';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { toolCategories } from '../../tools';
import { MenuCategory } from '../layout/MenuCategory';
import { useIsToolListed } from './listed-tools';
import { useFavoriteTools } from './use-favorite-tools';

/**
 * The menu's tools: the favourites (when there are any), then every category in order, without the
 * tools the person hid or the site left out. The pages' HTML leaves the lists out (the home page's
 * cards link every tool, and each page's HTML must stay small however many tools there are): they
 * fill in once the page has hydrated.
 */
export default function CatalogueMenu() {
  const { t } = useTranslation();
  const isListed = useIsToolListed();
  const favorites = useFavoriteTools().filter(isListed);
  const toolsListed = useIsHydrated();
  return (
    <>
      {favorites.length > 0 && (
        <MenuCategory id="favorites" title={t('categories.favorites')} tools={favorites} listed={toolsListed} />
      )}
      {toolCategories.map((category) => {
        const tools = category.tools.filter(isListed);
        return (
          tools.length > 0 && (
            <MenuCategory
              key={category.id}
              id={category.id}
              title={t(`categories.${category.id}`)}
              tools={tools}
              listed={toolsListed}
            />
          )
        );
      })}
    </>
  );
}
