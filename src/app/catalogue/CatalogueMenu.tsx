import { useTranslation } from '../../i18n/i18n';
import { toolCategories } from '../../tools';
import { MenuCategory } from '../layout/MenuCategory';
import { useFavoriteTools } from './use-favorite-tools';

/** The menu's tools: the favourites (when there are any), then every category in order. */
export default function CatalogueMenu() {
  const { t } = useTranslation();
  const favorites = useFavoriteTools();
  return (
    <>
      {favorites.length > 0 && <MenuCategory id="favorites" title={t('categories.favorites')} tools={favorites} />}
      {toolCategories.map((category) => (
        <MenuCategory
          key={category.id}
          id={category.id}
          title={t(`categories.${category.id}`)}
          tools={category.tools}
        />
      ))}
    </>
  );
}
