import { useTranslation } from '../../i18n/i18n';
import type { Tool } from '../../tools/tool';
import { unhideTool, useHiddenSlugs } from '../catalogue/listed-tools';
import classes from './HiddenToolNote.module.css';

/** On a hidden tool's page (still open at its address): why it is not listed, and "Unhide". */
export function HiddenToolNote({ tool }: { tool: Tool }) {
  const { t } = useTranslation();
  if (!useHiddenSlugs().includes(tool.slug)) return null;
  return (
    <p className={classes.note} role="status">
      {t('hiddenTools.note')}
      <button type="button" className={classes.unhide} onClick={() => unhideTool(tool.slug)}>
        {t('hiddenTools.unhide')}
      </button>
    </p>
  );
}
