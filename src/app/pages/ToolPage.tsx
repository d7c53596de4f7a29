import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useToolText } from '../../i18n/tool-text';
import type { Tool } from '../../tools/tool';
import { FavoriteButton } from '../favorites/FavoriteButton';
import { TrailLink } from '../send-to/TrailLink';
import { CopyLinkButton } from './CopyLinkButton';
import classes from './ToolPage.module.css';

// The component library and the tool arrive together, lazily: the home page loads neither.
const ToolHost = lazy(() => import('./ToolHost'));

export function ToolPage({ tool }: { tool: Tool }) {
  const { t } = useTranslation();
  const { name, description } = useToolText()(tool);
  return (
    <div className={classes.page}>
      <title>{t('app.toolTitle', { name })}</title>
      <meta name="description" content={description} />
      <TrailLink />
      <header className={classes.header}>
        <div className={classes.titleRow}>
          <h1 className={classes.title}>{name}</h1>
          <FavoriteButton tool={tool} size={24} />
          <CopyLinkButton />
        </div>
        <p className={classes.description}>{description}</p>
      </header>
      <Suspense fallback={<p className={classes.loading}>{t('tool.loading')}</p>}>
        <ToolHost tool={tool} />
      </Suspense>
    </div>
  );
}
