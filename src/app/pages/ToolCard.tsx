import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { Link } from 'react-router';
import { useToolText } from '../../i18n/tool-text';
import type { Tool } from '../../tools/tool';
import { useIsToolNew } from '../catalogue/new-tools';
import { FavoriteButton } from '../favorites/FavoriteButton';
import { ToolIcon } from '../icons/ToolIcon';
import classes from './ToolCard.module.css';

// Drawn once the page is live: its code and style need not come before the cards' first paint.
const ToolMenu = lazy(() => import('../hidden-tools/ToolMenu'));

interface ToolCardProps {
  tool: Tool;
  /** Extra buttons shown before the heart (moving a favourite, say). */
  actions?: ReactNode;
  /** The card is dragged as a whole, so its link must not start a drag of its own address. */
  draggable?: boolean;
}

/** A card for a tool: the whole card opens it (through its name link), the heart toggles the favourite. */
export function ToolCard({ tool, actions, draggable = false }: ToolCardProps) {
  const { t } = useTranslation();
  const { name, description } = useToolText()(tool);
  const isNew = useIsToolNew();
  return (
    <article className={classes.card} data-draggable={draggable || undefined}>
      <div className={classes.top}>
        <ToolIcon name={tool.icon} size={40} stroke={1.2} className={classes.icon} />
        <div className={classes.actions}>
          {isNew(tool) && <span className={classes.badge}>{t('home.newBadge')}</span>}
          {actions}
          <Suspense fallback={null}>
            <ToolMenu tool={tool} />
          </Suspense>
          <FavoriteButton tool={tool} />
        </div>
      </div>
      <h3 className={classes.name}>
        <Link to={`/${tool.slug}`} discover="none" className={classes.link} draggable={draggable ? false : undefined}>
          {name}
        </Link>
      </h3>
      <p className={classes.description}>{description}</p>
    </article>
  );
}
