import { lazy, memo, Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { FollowBanner } from './FollowBanner';
import classes from './HomePage.module.css';
import { HomeSearch } from './HomeSearch';

const HomeTools = lazy(() => import('../catalogue/HomeTools'));
const SuggestedTools = lazy(() => import('../suggest/SuggestedTools'));

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
  // What was pasted, while the search still holds it; whether it is data (tools suggested for it).
  const [pasted, setPasted] = useState<string>();
  const [pastedIsData, setPastedIsData] = useState(false);
  const suggesting = pasted !== undefined && pasted === query;
  const deferredQuery = useDeferredValue(suggesting && pastedIsData ? '' : query);
  return (
    <div className={classes.page}>
      <title>{t('app.homeTitle')}</title>
      <meta name="description" content={t('app.tagline')} />
      <FollowBanner />
      <HomeSearch query={query} onQueryChange={setQuery} onPaste={setPasted} />
      {suggesting && (
        <Suspense fallback={null}>
          <SuggestedTools text={pasted} onFound={setPastedIsData} />
        </Suspense>
      )}
      <HomeToolsBoundary query={deferredQuery} />
    </div>
  );
}
