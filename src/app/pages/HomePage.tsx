import { lazy, memo, Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { FollowBanner } from './FollowBanner';
import classes from './HomePage.module.css';
import { HomeSearch } from './HomeSearch';

const HomeTools = lazy(() => import('../catalogue/HomeTools'));

/**
 * The cards come with the catalogue, after first paint; until then React keeps the prerendered
 * cards, whose links already work. Memoised, and fed a deferred query, so typing before the
 * catalogue has arrived waits for it instead of making React redraw the cards from scratch.
 */
const HomeToolsBoundary = memo(function HomeToolsBoundary({ query }: { query: string }) {
  return (
    <Suspense fallback={null}>
      <HomeTools query={query} />
    </Suspense>
  );
});

export default function HomePage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  return (
    <div className={classes.page}>
      <title>{t('app.homeTitle')}</title>
      <meta name="description" content={t('app.tagline')} />
      <FollowBanner />
      <HomeSearch query={query} onQueryChange={setQuery} />
      <HomeToolsBoundary query={deferredQuery} />
    </div>
  );
}
