import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { tools } from '../../tools';
import classes from '../pages/HomePage.module.css';
import { ToolSection } from '../pages/ToolSection';
import { useIsToolListed } from './listed-tools';
import { newestFirst, useIsToolNew } from './new-tools';
import { RecentToolsSection } from './RecentToolsSection';
import { useFavoriteTools } from './use-favorite-tools';
import { useToolFilter } from './use-tool-filter';

const FavoriteToolsSection = lazy(() => import('../favorites/FavoriteToolsSection'));

/**
 * The home page's cards: the favourites, the recently used, the newest tools and all the tools; while searching,
 * only the matches, best first, in the one list of all tools.
 */
export default function HomeTools({ query }: { query: string }) {
  const { t } = useTranslation();
  const isListed = useIsToolListed();
  const favorites = useFavoriteTools().filter(isListed);
  const isNew = useIsToolNew();
  const listed = tools.filter(isListed);
  const newest = newestFirst(listed.filter(isNew));
  const matches = useToolFilter(query)?.filter(isListed);
  return (
    <>
      {!matches && favorites.length > 0 && (
        <Suspense fallback={null}>
          <FavoriteToolsSection tools={favorites} />
        </Suspense>
      )}
      {!matches && <RecentToolsSection />}
      {!matches && newest.length > 0 && <ToolSection title={t('home.newestTools')} tools={newest} />}
      <ToolSection title={t('home.allTools')} tools={matches ?? listed}>
        <p role="status" className={matches?.length === 0 ? classes.noResults : 'visually-hidden'}>
          {matches?.length === 0 && t('home.noResults')}
        </p>
      </ToolSection>
    </>
  );
}
