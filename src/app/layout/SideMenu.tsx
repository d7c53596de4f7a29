import { NavLink, ScrollArea, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink } from 'react-router';
import { toolCategories } from '../../tools';
import { useToolText } from '../../i18n/tool-text';

export function SideMenu() {
  const { t } = useTranslation();
  const toolText = useToolText();
  return (
    <ScrollArea component="nav" aria-label={t('menu.navigation')} p="xs">
      {toolCategories.map((category) => (
        <section key={category.id} aria-labelledby={`menu-category-${category.id}`}>
          <Text id={`menu-category-${category.id}`} size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" pt="sm" pb={4}>
            {t(`categories.${category.id}`)}
          </Text>
          {category.tools.map((tool) => (
            <NavLink
              key={tool.slug}
              component={RouterNavLink}
              to={`/${tool.slug}`}
              label={toolText(tool).name}
              leftSection={<tool.icon size={18} stroke={1.5} aria-hidden />}
              h={32}
            />
          ))}
        </section>
      ))}
    </ScrollArea>
  );
}
