import { useTranslation } from 'react-i18next';
import { tools } from '../../tools';
import classes from './HomePage.module.css';
import { ToolCard } from './ToolCard';

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <div className={classes.page}>
      <title>{t('app.homeTitle')}</title>
      <meta name="description" content={t('app.tagline')} />
      <section aria-labelledby="all-tools">
        <h2 id="all-tools" className={classes.heading}>
          {t('home.allTools')}
        </h2>
        <ul className={classes.grid}>
          {tools.map((tool) => (
            <li key={tool.slug}>
              <ToolCard tool={tool} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
