import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useToolText } from '../../i18n/tool-text';
import { isToolNew, type Tool } from '../../tools/tool';
import classes from './ToolCard.module.css';

export function ToolCard({ tool }: { tool: Tool }) {
  const { t } = useTranslation();
  const { name, description } = useToolText()(tool);
  return (
    <Link to={`/${tool.slug}`} className={classes.card}>
      <span className={classes.top}>
        <tool.icon size={40} stroke={1.2} aria-hidden className={classes.icon} />
        {isToolNew(tool) && <span className={classes.badge}>{t('home.newBadge')}</span>}
      </span>
      <span className={classes.name}>{name}</span>
      <span className={classes.description}>{description}</span>
    </Link>
  );
}
