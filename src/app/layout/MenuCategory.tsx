import { ToolIcon } from '../icons/ToolIcon';
import { useTranslation } from '../../i18n/i18n';
import { NavLink } from 'react-router';
import { useToolText } from '../../i18n/tool-text';
import type { Tool } from '../../tools/tool';
import { useIsToolNew } from '../catalogue/new-tools';
import { collapsedCategories, toggleCategory } from '../preferences/menu';
import classes from './SideMenu.module.css';

interface MenuCategoryProps {
  id: string;
  title: string;
  tools: readonly Tool[];
  /** False draws the category with an empty list, to be filled later (see CatalogueMenu). */
  listed?: boolean;
}

/** One collapsible group of the menu; header and side bar both collapse it, and it is remembered. */
export function MenuCategory({ id, title, tools, listed = true }: MenuCategoryProps) {
  const { t } = useTranslation();
  const isNew = useIsToolNew();
  const toolText = useToolText();
  const collapsed = collapsedCategories.use().includes(id);
  const listId = `menu-category-${id}`;
  return (
    <section className={classes.section}>
      <h2 className={classes.category}>
        <button
          type="button"
          className={classes.categoryButton}
          aria-expanded={!collapsed}
          aria-controls={listId}
          onClick={() => toggleCategory(id)}
        >
          <ToolIcon name="chevron-right" size={14} className={classes.chevron} />
          {title}
        </button>
      </h2>
      {!collapsed && (
        <div className={classes.body}>
          <button
            type="button"
            className={classes.bar}
            aria-label={t('menu.collapseCategory', { category: title })}
            tabIndex={-1}
            onClick={() => toggleCategory(id)}
          />
          <ul className={classes.list} id={listId}>
            {(listed ? tools : []).map((tool) => (
              <li key={tool.slug}>
                <NavLink to={`/${tool.slug}`} className={classes.item} discover="none">
                  <ToolIcon name={tool.icon} size={null} className={classes.icon} />
                  <span className={classes.label}>{toolText(tool).name}</span>
                  {isNew(tool) && (
                    <span className={classes.newDot} title={t('menu.newTool')}>
                      <span className="visually-hidden">{t('menu.newTool')}</span>
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
