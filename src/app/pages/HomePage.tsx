import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { tools } from '../../tools';
import { isToolNew } from '../../tools/tool';
import { useFavoriteTools } from '../preferences/favorites';
import { FollowBanner } from './FollowBanner';
import classes from './HomePage.module.css';
import { HomeSearch } from './HomeSearch';
import { ToolSection } from './ToolSection';
import { useToolFilter } from './use-tool-filter';

const FavoriteToolsSection = lazy(() => import('../favorites/FavoriteToolsSection'));

export default function HomePage() {
  const { t } = useTranslation();
  const favorites = useFavoriteTools();
  const newest = tools.filter((tool) => isToolNew(tool));
  const [query, setQuery] = useState('');
  // While searching, only the matches show, best first, in the one list of all tools.
  const matches = useToolFilter(query);
  return (
    <div className={classes.page}>
      <title>{t('app.homeTitle')}</title>
      <meta name="description" content={t('app.tagline')} />
      <FollowBanner />
      <HomeSearch query={query} onQueryChange={setQuery} />
      {!matches && favorites.length > 0 && (
        <Suspense fallback={null}>
          <FavoriteToolsSection tools={favorites} />
        </Suspense>
      )}
      {!matches && newest.length > 0 && <ToolSection title={t('home.newestTools')} tools={newest} />}
      <ToolSection title={t('home.allTools')} tools={matches ?? tools}>
        <p role="status" className={matches?.length === 0 ? classes.noResults : 'visually-hidden'}>
          {matches?.length === 0 && t('home.noResults')}
        </p>
      </ToolSection>
    </div>
  );
}
