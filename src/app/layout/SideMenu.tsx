import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useToolText } from '../../i18n/tool-text';
import { toolCategories } from '../../tools';
import classes from './SideMenu.module.css';

export function SideMenu() {
  const { t } = useTranslation();
  const toolText = useToolText();
  return (
    <nav aria-label={t('menu.navigation')} className={classes.nav}>
      {toolCategories.map((category) => (
        <section key={category.id} aria-labelledby={`menu-category-${category.id}`}>
          <h2 id={`menu-category-${category.id}`} className={classes.category}>
            {t(`categories.${category.id}`)}
          </h2>
          <ul className={classes.list}>
            {category.tools.map((tool) => (
              <li key={tool.slug}>
                <NavLink to={`/${tool.slug}`} className={classes.item}>
                  <tool.icon size={18} stroke={1.5} aria-hidden />
                  <span className={classes.label}>{toolText(tool).name}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
