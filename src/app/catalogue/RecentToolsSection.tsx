import { useTranslation } from '../../i18n/i18n';
import { findTool } from '../../tools';
import type { Tool } from '../../tools/tool';
import { ToolSection } from '../pages/ToolSection';
import { useIsToolListed } from './listed-tools';
import { clearRecentTools, useRecentSlugs } from '../preferences/tool-usage';
import classes from './RecentToolsSection.module.css';

/** "Recently used": the last tools opened, the latest first, and a way to forget them; nothing when there are none. */
export function RecentToolsSection() {
  const { t } = useTranslation();
  const isListed = useIsToolListed();
  const recent = useRecentSlugs()
    .map(findTool)
    .filter((tool): tool is Tool => tool !== undefined)
    .filter(isListed);
  if (recent.length === 0) return null;
  return (
    <ToolSection title={t('home.recentTools')} tools={recent}>
      <button type="button" className={classes.clear} onClick={clearRecentTools}>
        {t('home.clearRecentTools')}
      </button>
    </ToolSection>
  );
}
