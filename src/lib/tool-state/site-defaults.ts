import { siteDefaultText } from '../site-choices';
import type { Fields } from './fields';

/**
 * `fields` with the defaults the site's host chose (see site-choices.ts) in place of the declared
 * ones: a field starts with it, and is forgotten and left out of links when back at it. A sensitive
 * field takes none, and a value its field cannot read is ignored.
 */
export function withSiteDefaults<S extends Fields>(slug: string, fields: S, defaultText = siteDefaultText): S {
  let changed = false;
  const entries = Object.entries(fields).map(([name, field]) => {
    const text = field.sensitive === true ? undefined : defaultText(slug, name);
    const value = text === undefined ? undefined : field.parse(text);
    if (value === undefined) return [name, field];
    changed = true;
    return [name, { ...field, defaultValue: value, generate: undefined }];
  });
  return changed ? (Object.fromEntries(entries) as S) : fields;
}
