import { message, type Message } from '../../lib/operation/message';
import { entriesOf, typeGroups, type OgForm } from './og-form';

export const pixelCountMessage: Message = message('errors.pixelCount');

/** The error of an image width or height: digits only (blank is fine: no tag). */
export function pixelCountError(text: string): Message | undefined {
  const value = text.trim();
  return value === '' || /^\d+$/.test(value) ? undefined : pixelCountMessage;
}

/** A value for a double-quoted attribute: trimmed, on one line, `& " < >` escaped. */
export function escapeAttribute(value: string): string {
  return value
    .trim()
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

type Tag = readonly [key: string, value: string];

function openGraphTags(form: OgForm): Tag[] {
  const pixels = (text: string) => (pixelCountError(text) === undefined ? text : '');
  const tags: Tag[] = [
    ['og:type', form.pageType],
    ['og:title', form.title],
    ['og:description', form.description],
    ['og:url', form.url],
    ['og:site_name', form.siteName],
    ['og:locale', form.locale],
    ['og:image', form.imageUrl],
    ['og:image:alt', form.imageAlt],
    ['og:image:width', pixels(form.imageWidth)],
    ['og:image:height', pixels(form.imageHeight)],
  ];
  for (const field of typeGroups[form.pageType]?.fields ?? []) {
    const values = field.multi ? entriesOf(form[field.name]) : [form[field.name]];
    for (const value of values) tags.push([field.property, value]);
  }
  return tags;
}

function twitterTags(form: OgForm): Tag[] {
  return [
    ['twitter:card', form.cardType],
    ['twitter:site', form.twitterSite],
    ['twitter:creator', form.twitterCreator],
    ['twitter:title', form.title],
    ['twitter:description', form.description],
    ['twitter:image', form.imageUrl],
    ['twitter:image:alt', form.imageAlt],
  ];
}

function tagGroup(comment: string, attribute: 'property' | 'name', tags: Tag[]): string | undefined {
  const lines = tags
    .filter(([, value]) => value.trim() !== '')
    .map(([key, value]) => `<meta ${attribute}="${key}" content="${escapeAttribute(value)}" />`);
  return lines.length === 0 ? undefined : [`<!-- ${comment} -->`, ...lines].join('\n');
}

/**
 * The Open Graph and Twitter `<meta>` tags of the form: a tag per non-blank value (a list gives
 * one per entry), values trimmed and escaped; a group with no tag is left out with its comment.
 * Only the fields of the chosen page type's group count.
 */
export function ogMetaTags(form: OgForm): string {
  return [tagGroup('Open Graph', 'property', openGraphTags(form)), tagGroup('Twitter', 'name', twitterTags(form))]
    .filter((group) => group !== undefined)
    .join('\n\n');
}
