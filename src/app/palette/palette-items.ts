import {
  IconArrowsShuffle,
  IconBrandGithub,
  IconBug,
  IconInfoCircle,
  IconSettings,
  IconSunMoon,
  type Icon,
} from '@tabler/icons-react';
import { randomInt } from '../../lib/random';
import type { Tool } from '../../tools/tool';
import { externalLinks } from '../links';
import { toggleColorScheme } from '../preferences/color-scheme';
import { inEachLanguage, toolSearchEntries, type SearchEntry, type Translate } from '../search/tool-search';

/** The palette's groups, in the order they show when nothing is typed. */
export const paletteGroups = ['suggested', 'tools', 'actions', 'external', 'pages'] as const;
export type PaletteGroup = (typeof paletteGroups)[number];

export type PaletteTarget =
  | { kind: 'route'; to: string | (() => string) }
  | { kind: 'external'; href: string }
  | { kind: 'action'; run: () => void };

export interface PaletteItem {
  id: string;
  group: PaletteGroup;
  /** Shown in the current language. */
  name: string;
  description: string;
  /** A command's icon, or a tool's icon name in the sprite. */
  icon: Icon | string;
  target: PaletteTarget;
  closeOnSelect: boolean;
}

interface Command {
  /** Also the locale key: palette.items.<id>.name and .description. */
  id: string;
  group: Exclude<PaletteGroup, 'tools' | 'suggested'>;
  icon: Icon;
  keywords: string[];
  target: PaletteTarget;
  closeOnSelect?: boolean;
}

export function randomToolPath(tools: readonly Tool[]): string {
  if (tools.length === 0) return '/';
  return `/${tools[randomInt(tools.length)].slug}`;
}

function commands(tools: readonly Tool[]): Command[] {
  return [
    {
      id: 'randomTool',
      group: 'actions',
      icon: IconArrowsShuffle,
      keywords: ['random', 'tool', 'pick', 'surprise', 'lucky'],
      target: { kind: 'route', to: () => randomToolPath(tools) },
    },
    {
      id: 'toggleDarkMode',
      group: 'actions',
      icon: IconSunMoon,
      keywords: ['dark', 'light', 'theme', 'mode', 'color', 'scheme', 'toggle'],
      target: { kind: 'action', run: toggleColorScheme },
      // Staying open lets the person see the change and flip it back.
      closeOnSelect: false,
    },
    {
      id: 'sourceRepository',
      group: 'external',
      icon: IconBrandGithub,
      keywords: ['github', 'repository', 'source', 'code', 'git'],
      target: { kind: 'external', href: externalLinks.sourceRepository },
    },
    {
      id: 'reportIssue',
      group: 'external',
      icon: IconBug,
      keywords: ['bug', 'issue', 'report', 'problem', 'feature', 'request', 'github'],
      target: { kind: 'external', href: externalLinks.newIssue },
    },
    {
      id: 'about',
      group: 'pages',
      icon: IconInfoCircle,
      keywords: ['about', 'information', 'licence', 'license', 'project'],
      target: { kind: 'route', to: '/about' },
    },
    {
      id: 'settings',
      group: 'pages',
      icon: IconSettings,
      keywords: ['settings', 'preferences', 'export', 'import', 'backup', 'reset', 'hidden', 'unhide'],
      target: { kind: 'route', to: '/settings' },
    },
  ];
}

/**
 * Everything the palette offers, as search entries: every tool, then the commands. The first
 * translation is the language shown; the others are searched too (English, for instance).
 */
export function paletteEntries(tools: readonly Tool[], translations: readonly Translate[]): SearchEntry<PaletteItem>[] {
  const [shown = (_key: string, fallback: string) => fallback] = translations;
  const groupNames = (group: PaletteGroup) => inEachLanguage(translations, `palette.groups.${group}`, group);

  const toolEntries = toolSearchEntries(tools, translations).map(({ item: tool, ...fields }) => ({
    ...fields,
    category: [...fields.category, ...groupNames('tools')],
    item: {
      id: `tool-${tool.slug}`,
      group: 'tools' as const,
      name: shown(`tools.${tool.slug}.name`, tool.name),
      description: shown(`tools.${tool.slug}.description`, tool.description),
      icon: tool.icon,
      target: { kind: 'route' as const, to: `/${tool.slug}` },
      closeOnSelect: true,
    },
  }));

  const commandEntries = commands(tools).map((command) => {
    const nameKey = `palette.items.${command.id}.name`;
    const descriptionKey = `palette.items.${command.id}.description`;
    const name = shown(nameKey, command.id);
    const description = shown(descriptionKey, '');
    return {
      name: inEachLanguage(translations, nameKey, name),
      description: inEachLanguage(translations, descriptionKey, description).filter(Boolean),
      keywords: command.keywords,
      category: groupNames(command.group),
      item: {
        id: command.id,
        group: command.group,
        name,
        description,
        icon: command.icon,
        target: command.target,
        closeOnSelect: command.closeOnSelect ?? true,
      },
    };
  });

  return [...toolEntries, ...commandEntries];
}
