import { useTranslation } from '../../i18n/i18n';
import { useToolText } from '../../i18n/tool-text';
import type { Tool } from '../../tools/tool';
import { ToolIcon } from '../icons/ToolIcon';
import { toggleFavorite, useIsFavorite } from '../preferences/favorites';
import classes from './FavoriteButton.module.css';

/** The heart: full and in the primary colour for a favourite, dimmed otherwise. */
export function FavoriteButton({ tool, size = 20 }: { tool: Tool; size?: number }) {
  const { t } = useTranslation();
  const { name } = useToolText()(tool);
  const favorite = useIsFavorite(tool.slug);
  const label = favorite ? t('favorites.remove', { name }) : t('favorites.add', { name });
  return (
    <button
      type="button"
      className={classes.heart}
      aria-label={label}
      aria-pressed={favorite}
      title={label}
      data-favorite={favorite || undefined}
      onClick={() => toggleFavorite(tool.slug)}
    >
      <ToolIcon name="heart" size={size} />
    </button>
  );
}
