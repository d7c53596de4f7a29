import { useTranslation } from 'react-i18next';
import { tools } from '../../tools';
import { isToolNew } from '../../tools/tool';
import { useFavoriteTools } from '../preferences/favorites';
import classes from './HomePage.module.css';
import { ToolSection } from './ToolSection';

export default function HomePage() {
  const { t } = useTranslation();
  const favorites = useFavoriteTools();
  const newest = tools.filter((tool) => isToolNew(tool));
  return (
    <div className={classes.page}>
      <title>{t('app.homeTitle')}</title>
      <meta name="description" content={t('app.tagline')} />
      {favorites.length > 0 && <ToolSection title={t('home.favoriteTools')} tools={favorites} />}
      {newest.length > 0 && <ToolSection title={t('home.newestTools')} tools={newest} />}
      <ToolSection title={t('home.allTools')} tools={tools} />
    </div>
  );
}
