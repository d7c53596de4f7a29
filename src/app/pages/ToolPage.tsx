import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useToolText } from '../../i18n/tool-text';
import type { Tool } from '../../tools/tool';
import { FavoriteButton } from '../favorites/FavoriteButton';
import { HiddenToolNote } from '../hidden-tools/HiddenToolNote';
import { TrailLink } from '../send-to/TrailLink';
import { CopyLinkButton } from './CopyLinkButton';
import classes from './ToolPage.module.css';

// The component library and the tool arrive together, lazily: the home page loads neither.
const ToolHost = lazy(() => import('./ToolHost'));
const ExamplesMenu = lazy(() => import('../examples/ExamplesMenu'));
const ToolMenu = lazy(() => import('../hidden-tools/ToolMenu'));

export function ToolPage({ tool }: { tool: Tool }) {
  const { t } = useTranslation();
  const { name, description } = useToolText()(tool);
  // Filling in an example opens the tool afresh, so that its state takes the example's values.
  const [filled, setFilled] = useState(0);
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
          <Suspense fallback={null}>
            <ExamplesMenu slug={tool.slug} onFill={() => setFilled((count) => count + 1)} />
          </Suspense>
          <Suspense fallback={null}>
            <ToolMenu tool={tool} />
          </Suspense>
        </div>
        <p className={classes.description}>{description}</p>
        <HiddenToolNote tool={tool} />
      </header>
      <Suspense fallback={<p className={classes.loading}>{t('tool.loading')}</p>}>
        <ToolHost key={filled} tool={tool} />
      </Suspense>
    </div>
  );
}
