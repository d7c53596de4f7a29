/**
 * What the person hosting the site chose when starting it, without rebuilding (deploy/start.sh
 * writes `site-choices.js`, which src/boot.ts runs before the app): the tools left out, the default
 * language and tools' option defaults. The start-up script has checked them; they are read here
 * defensively all the same, and nothing is chosen on a site served without it.
 */
export interface SiteChoices {
  /** Slugs of the tools left out: not listed anywhere, their addresses not found. */
  unavailable: readonly string[];
  language?: string;
  /** By tool slug, then field name: the value the field starts with. */
  toolDefaults: Readonly<Record<string, Readonly<Record<string, SiteDefault>>>>;
}

export type SiteDefault = string | number | boolean;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isSiteDefault = (value: unknown): value is SiteDefault =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

export function readSiteChoices(given: unknown): SiteChoices {
  const choices = isRecord(given) ? given : {};
  const unavailable = Array.isArray(choices.unavailable)
    ? choices.unavailable.filter((slug): slug is string => typeof slug === 'string')
    : [];
  const language = typeof choices.language === 'string' ? choices.language : undefined;
  const toolDefaults: Record<string, Record<string, SiteDefault>> = {};
  if (isRecord(choices.tools))
    for (const [slug, fields] of Object.entries(choices.tools)) {
      if (!isRecord(fields)) continue;
      toolDefaults[slug] = Object.fromEntries(
        Object.entries(fields).filter((entry): entry is [string, SiteDefault] => isSiteDefault(entry[1])),
      );
    }
  return { unavailable, language, toolDefaults };
}

declare global {
  // Set by site-choices.js (public/site-choices.js, rewritten by deploy/start.sh); undefined in workers.
  var itToolsSiteChoices: unknown;
}

export const siteChoices: SiteChoices = readSiteChoices(globalThis.itToolsSiteChoices);

export const isToolUnavailable = (slug: string): boolean => siteChoices.unavailable.includes(slug);

/** The site's default for a tool's field, as the text a link or storage would give; undefined when none. */
export function siteDefaultText(slug: string, field: string): string | undefined {
  const value = siteChoices.toolDefaults[slug]?.[field];
  return value === undefined ? undefined : String(value);
}
