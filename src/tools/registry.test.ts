import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredToolIcons, hasOutlineIcon } from '../../scripts/tool-icons/sprite';
import { locales } from '../i18n/locales';
import { redirects, toolCategories, tools } from './index';
import { categoryIds, isToolNew } from './tool';

const toolsDir = import.meta.dirname;
const localesDir = join(toolsDir, '..', 'locales');

describe('tool registry', () => {
  it('has no duplicate slug', () => {
    const slugs = tools.map((tool) => tool.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('has no duplicate redirect, and no redirect hides a tool', () => {
    const from = tools.flatMap((tool) => tool.redirectFrom ?? []);
    expect(new Set(from).size).toBe(from.length);
    for (const path of from) expect(tools.map((tool) => `/${tool.slug}`)).not.toContain(path);
    expect(redirects.size).toBe(from.length);
  });

  it.each(tools.map((tool) => [tool.slug, tool] as const))('%s has complete metadata', (_slug, tool) => {
    expect(tool.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(tool.name.trim()).not.toBe('');
    expect(tool.description.trim()).not.toBe('');
    expect(tool.keywords.length).toBeGreaterThan(0);
    expect(categoryIds).toContain(tool.category);
    expect(hasOutlineIcon(tool.icon), `icon '${tool.icon}'`).toBe(true);
    expect(typeof tool.component).toBe('function');
    if (tool.createdAt) expect(Number.isNaN(Date.parse(tool.createdAt))).toBe(false);
  });

  it.each(tools.map((tool) => tool.slug))('%s has a unit test and a browser test', (slug) => {
    const files = readdirSync(join(toolsDir, slug));
    expect(files.some((file) => file.endsWith('.test.ts'))).toBe(true);
    expect(files).toContain(`${slug}.e2e.ts`);
  });

  it.each(locales.filter((locale) => locale !== 'en' && existsSync(join(localesDir, `${locale}.json`))))(
    'names and describes every tool in %s',
    (locale) => {
      const messages = JSON.parse(readFileSync(join(localesDir, `${locale}.json`), 'utf8')) as {
        tools?: Record<string, { name?: string; description?: string }>;
      };
      for (const tool of tools) {
        expect(messages.tools?.[tool.slug]?.name, `${locale}: ${tool.slug} name`).toBeTruthy();
        expect(messages.tools?.[tool.slug]?.description, `${locale}: ${tool.slug} description`).toBeTruthy();
      }
    },
  );

  it('draws every tool icon from the sprite the build makes', () => {
    expect(declaredToolIcons(toolsDir)).toEqual([...new Set(tools.map((tool) => tool.icon))].sort());
  });

  it('groups tools by category in the brief order', () => {
    const order = toolCategories.map((category) => categoryIds.indexOf(category.id));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(toolCategories.flatMap((category) => category.tools)).toHaveLength(tools.length);
  });
});

describe('isToolNew', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('is new under 14 days, not after', () => {
    expect(isToolNew({ createdAt: '2026-11-20' }, now)).toBe(true);
    expect(isToolNew({ createdAt: '2026-11-09' }, now)).toBe(true);
    expect(isToolNew({ createdAt: '2026-11-08' }, now)).toBe(false);
    expect(isToolNew({}, now)).toBe(false);
    expect(isToolNew({ createdAt: 'not a date' }, now)).toBe(false);
  });
});
