import { useTranslation } from '../../i18n/i18n';
import { useToolText } from '../../i18n/tool-text';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import type { Tool } from '../../tools/tool';
import { DisclosureMenu, DisclosureMenuItem } from '../disclosure-menu/DisclosureMenu';
import { ToolIcon } from '../icons/ToolIcon';
import { hideTool, useHiddenSlugs } from '../catalogue/listed-tools';
import classes from './ToolMenu.module.css';

/**
 * A tool's menu, on its card and its page: "Hide this tool" (nothing once it is hidden). Drawn once
 * the page is live (it needs script anyway), which keeps a hundred menus out of the home page's HTML.
 */
export default function ToolMenu({ tool }: { tool: Tool }) {
  const { t } = useTranslation();
  const { name } = useToolText()(tool);
  const hidden = useHiddenSlugs().includes(tool.slug);
  if (!useIsHydrated() || hidden) return null;
  return (
    <DisclosureMenu
      summary={<ToolIcon name="dots-vertical" size={18} />}
      label={t('hiddenTools.cardMenu', { name })}
      summaryClassName={classes.summary}
    >
      {() => <DisclosureMenuItem onSelect={() => hideTool(tool.slug)}>{t('hiddenTools.hide')}</DisclosureMenuItem>}
    </DisclosureMenu>
  );
}
