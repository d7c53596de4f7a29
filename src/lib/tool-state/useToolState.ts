import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { scheduleAddressWrite } from './address-bar';
import { defaultValues, type Fields, type FieldValues } from './fields';
import { publishToolState, takeHandOff, withdrawToolState } from './hand-off';
import { withSiteDefaults } from './site-defaults';
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

const noneGuarded: readonly string[] = [];

/** `fields` with those named `guarded` made sensitive: kept out of the URL and storage. */
function withGuarded<S extends Fields>(fields: S, guarded: readonly string[]): S {
  if (guarded.length === 0) return fields;
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      guarded.includes(name) ? { ...field, sensitive: true, persist: undefined, storageKey: undefined } : field,
    ]),
  ) as S;
}

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
 *
 * The defaults are the declared ones, or those the site's host chose at start-up (site-choices.ts).
 *
 * Values handed to the page as it opened (see `hand-off.ts`: "Send to…", a pasted value) win over
 * the URL and storage; those handed as secrets stay out of both while the page is open.
 */
export function useToolState<S extends Fields>(slug: string, declared: S): [FieldValues<S>, SetField<S>] {
  // The prerendered page shows the declared defaults; the site's own (site-choices.ts) apply from then on.
  const defaults = useMemo(() => defaultValues(declared), [declared]);
  const fields = useMemo(() => withSiteDefaults(slug, declared), [slug, declared]);
  const [values, setValues] = useState<FieldValues<S>>(defaults);
  const [guarded, setGuarded] = useState(noneGuarded);
  const shown = useMemo(() => withGuarded(fields, guarded), [fields, guarded]);
  const owner = useId();
  // Set by a change the person made: the address bar follows it (values read from the URL or
  // storage are already where they belong).
  const changedByPerson = useRef(false);
  // Values handed to the page: the address bar shows them once they are rendered.
  const handedValues = useRef<FieldValues<S>>(undefined);
  // Taken once; kept for an effect run again on the same fields (React's development checks).
  const handedOff = useRef<{ fields: Fields; handed: ReturnType<typeof takeHandOff> }>(undefined);

  useEffect(() => {
    const read = readValues(slug, fields, urlValues(window.location));
    if (handedOff.current?.fields !== fields)
      handedOff.current = { fields, handed: takeHandOff(slug, Object.keys(fields)) };
    const { handed } = handedOff.current;
    if (handed) {
      setGuarded(handed.guarded.length === 0 ? noneGuarded : handed.guarded);
      const shared = withGuarded(fields, handed.guarded);
      for (const [name, value] of Object.entries(handed.values)) storeValue(slug, name, shared[name], value);
    }
    const next = { ...read, ...handed?.values };
    // What was handed shows in the address bar, as if typed (but for the guarded fields).
    if (handed) handedValues.current = next;
    setValues((current) => changedOnly(current, next));
  }, [slug, fields]);

  useEffect(() => {
    const reread = () =>
      setValues((current) => changedOnly(current, readValues(slug, shown, urlValues(window.location), current)));
    window.addEventListener('hashchange', reread);
    return () => window.removeEventListener('hashchange', reread);
  }, [slug, shown]);

  useEffect(() => {
    publishLinkPart(owner, linkPart(shown, values));
    publishToolState(owner, { slug, values, guarded });
    if (!changedByPerson.current && values !== handedValues.current) return;
    changedByPerson.current = false;
    handedValues.current = undefined;
    scheduleAddressWrite();
  }, [owner, slug, shown, values, guarded]);

  useEffect(
    () => () => {
      withdrawLinkPart(owner);
      withdrawToolState(owner);
    },
    [owner],
  );

  const setField = useCallback<SetField<S>>(
    (name, value) => {
      storeValue(slug, String(name), shown[name], value);
      changedByPerson.current = true;
      setValues((previous) => (Object.is(previous[name], value) ? previous : { ...previous, [name]: value }));
    },
    [slug, shown],
  );

  return [values, setField];
}
