import { scanMetaTags } from './meta-tag-scan';
import { commonFieldNames, isCardType, isPageType, typeGroups, type CommonFieldName, type OgForm } from './og-form';

export interface MetaTag {
  /** The `property` or `name`, lower-cased. */
  key: string;
  value: string;
}

/**
 * The `<meta>` tags of pasted HTML (a `<head>` or a whole page). The tags found by a lexical scan
 * are parsed into a detached document, never put in the page: nothing in them runs or loads.
 * `content` is read, or `value` as some generators (the reference's among them) wrongly write it.
 */
export function readMetaTags(html: string): MetaTag[] {
  const document = new DOMParser().parseFromString(scanMetaTags(html).join('\n'), 'text/html');
  return [...document.querySelectorAll('meta')].flatMap((meta) => {
    const key = (meta.getAttribute('property') ?? meta.getAttribute('name') ?? '').trim().toLowerCase();
    const value = meta.getAttribute('content') ?? meta.getAttribute('value');
    return key !== '' && value !== null ? [{ key, value: value.trim() }] : [];
  });
}

/** Each common field with the tags that fill it, the first found winning. */
const commonFieldSources: Record<CommonFieldName, readonly string[]> = {
  title: ['og:title', 'twitter:title'],
  description: ['og:description', 'twitter:description'],
  url: ['og:url'],
  siteName: ['og:site_name'],
  locale: ['og:locale'],
  imageUrl: ['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src'],
  imageAlt: ['og:image:alt', 'twitter:image:alt'],
  imageWidth: ['og:image:width'],
  imageHeight: ['og:image:height'],
  twitterSite: ['twitter:site'],
  twitterCreator: ['twitter:creator'],
};

// Some generators prefix the type namespaces with `og:` (og:article:author); ogp.me does not.
const prefixedTypeKey = /^og:((?:article|book|profile|music|video):.+)$/;

export interface ImportedForm {
  values: Partial<OgForm>;
  /** How many fields the tags filled. */
  filled: number;
}

/** The form the tags describe: page and card type, the common fields, the type's own fields. */
export function formFromMetaTags(tags: readonly MetaTag[]): ImportedForm {
  const valuesOf = new Map<string, string[]>();
  for (const { key, value } of tags) {
    if (value === '') continue;
    const normalised = prefixedTypeKey.exec(key)?.[1] ?? key;
    const known = valuesOf.get(normalised);
    if (known) known.push(value);
    else valuesOf.set(normalised, [value]);
  }
  const first = (key: string) => valuesOf.get(key)?.[0];

  const values: Partial<OgForm> = {};
  const pageType = first('og:type');
  if (pageType !== undefined && isPageType(pageType)) values.pageType = pageType;
  const cardType = first('twitter:card');
  if (cardType !== undefined && isCardType(cardType)) values.cardType = cardType;
  for (const name of commonFieldNames) {
    const value = commonFieldSources[name].map(first).find((found) => found !== undefined);
    if (value !== undefined) values[name] = value;
  }
  for (const field of typeGroups[values.pageType ?? 'website']?.fields ?? []) {
    const found = valuesOf.get(field.property);
    if (found) values[field.name] = field.multi ? found.join('\n') : found[0];
  }
  return { values, filled: Object.keys(values).length };
}
