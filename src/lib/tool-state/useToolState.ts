import { useCallback, useEffect, useMemo, useState } from 'react';
import { defaultValues, type Field, type FieldValues } from './fields';
import { queryWithField, readInitialValues, storageKey, writeStorage } from './sources';

type Fields = Record<string, Field<unknown>>;

export type SetField<S extends Fields> = <K extends keyof S>(name: K, value: FieldValues<S>[K]) => void;

/** Keeps the URL query in step with a changed field, replacing the entry rather than adding one. */
function mirrorInUrl(name: string, field: Field<unknown>, value: unknown) {
  const current = new URLSearchParams(window.location.search);
  const next = queryWithField(name, field, value, current);
  if (next.toString() === current.toString()) return;
  const search = next.toString();
  // Replacing in place keeps typing out of the history and off the router.
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`,
  );
}

/**
 * The state of a tool page, declared once as fields. The first render uses the defaults (it is
 * what the prerendered HTML shows, so hydration matches); stored and URL values arrive right
 * after. A change by the user is written to storage and the URL as it happens.
 */
export function useToolState<S extends Fields>(slug: string, fields: S): [FieldValues<S>, SetField<S>] {
  const defaults = useMemo(() => defaultValues(fields), [fields]);
  const [values, setValues] = useState<FieldValues<S>>(defaults);

  useEffect(() => {
    setValues(readInitialValues(slug, fields, defaults, new URLSearchParams(window.location.search)));
  }, [slug, fields, defaults]);

  const setField = useCallback<SetField<S>>(
    (name, value) => {
      setValues((previous) => (Object.is(previous[name], value) ? previous : { ...previous, [name]: value }));
      const field = fields[name];
      if (field.persist) writeStorage(storageKey(slug, String(name)), field.format(value));
      mirrorInUrl(String(name), field, value);
    },
    [slug, fields],
  );

  return [values, setField];
}
