import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { scheduleAddressWrite } from './address-bar';
import { defaultValues, type Fields, type FieldValues } from './fields';
import { linkPart, readValues, storeValue, urlValues } from './sources';
import { publishLinkPart, withdrawLinkPart } from './tool-link';

/**
 * `next`, or `current` itself when every value is the same: React then skips the render. A page
 * opened without settings reads its defaults again right after hydrating, and re-rendering a whole
 * tool for nothing is most of its main-thread time at that moment.
 */
function changedOnly<V extends Record<string, unknown>>(current: V, next: V): V {
  return Object.keys(next).every((name) => Object.is(current[name], next[name])) ? current : next;
}

export type SetField<S extends Fields> = <K extends keyof S>(name: K, value: FieldValues<S>[K]) => void;

/**
 * The state of a tool page, declared once as fields (see `fields.ts`):
 *
 * ```ts
 * const fields = defineFields({
 *   length: integerField(64, { min: 1, max: 512 }),   // in links: #length=16
 *   encoding: choiceField('Hex', encodings, { persist: true }),   // also remembered
 *   secret: textField('', { sensitive: true }),   // in the page only
 * });
 * const [state, set] = useToolState('my-tool', fields);   // fields: a constant, not rebuilt per render
 * set('length', 16);
 * ```
 *
 * The first render uses the defaults (what the prerendered HTML shows, so hydration matches); right
 * after, each field takes its value from the URL fragment, else the query, else storage, else its
 * default, and again whenever the fragment changes (`hashchange`). A change by the person is stored
 * at once (persisted fields) and shown in the address bar's fragment soon after, replacing the
 * history entry. The page's "Copy link" button reads the link this hook publishes.
 */
export function useToolState<S extends Fields>(slug: string, fields: S): [FieldValues<S>, SetField<S>] {
  const defaults = useMemo(() => defaultValues(fields), [fields]);
  const [values, setValues] = useState<FieldValues<S>>(defaults);
  const owner = useId();
  // Set by a change the person made: the address bar follows it (values read from the URL or
  // storage are already where they belong).
  const changedByPerson = useRef(false);

  useEffect(() => {
    setValues((current) => changedOnly(current, readValues(slug, fields, urlValues(window.location))));
    const reread = () =>
      setValues((current) => changedOnly(current, readValues(slug, fields, urlValues(window.location), current)));
    window.addEventListener('hashchange', reread);
    return () => window.removeEventListener('hashchange', reread);
  }, [slug, fields]);

  useEffect(() => {
    publishLinkPart(owner, linkPart(fields, values));
    if (!changedByPerson.current) return;
    changedByPerson.current = false;
    scheduleAddressWrite();
  }, [owner, fields, values]);

  useEffect(() => () => withdrawLinkPart(owner), [owner]);

  const setField = useCallback<SetField<S>>(
    (name, value) => {
      storeValue(slug, String(name), fields[name], value);
      changedByPerson.current = true;
      setValues((previous) => (Object.is(previous[name], value) ? previous : { ...previous, [name]: value }));
    },
    [slug, fields],
  );

  return [values, setField];
}
