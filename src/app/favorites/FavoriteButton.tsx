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
  // The tooltip leaves out the tool's name, which the card or title beside the heart shows: on the
  // home page, a hundred cards' HTML is lighter by it.
  const hint = favorite ? t('favorites.removeHint') : t('favorites.addHint');
  return (
    <button
      type="button"
      className={classes.heart}
      aria-label={label}
      aria-pressed={favorite}
      title={hint}
      data-favorite={favorite || undefined}
      onClick={() => toggleFavorite(tool.slug)}
    >
      <ToolIcon name="heart" size={size} />
    </button>
  );
}
