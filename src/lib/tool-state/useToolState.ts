import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { defaultValues, type Field, type FieldValues } from './fields';
import { queryWithValues, readInitialValues, storageKey, writeStorage } from './sources';

type Fields = Record<string, Field<unknown>>;

export type SetField<S extends Fields> = <K extends keyof S>(name: K, value: FieldValues<S>[K]) => void;

/**
 * The state of a tool page, declared once as fields. The first render uses the defaults (it is
 * what the prerendered HTML shows, so hydration matches); stored and URL values arrive right after.
 */
export function useToolState<S extends Fields>(slug: string, fields: S): [FieldValues<S>, SetField<S>] {
  const defaults = useMemo(() => defaultValues(fields), [fields]);
  const [values, setValues] = useState<FieldValues<S>>(defaults);
  const restored = useRef(false);

  useEffect(() => {
    setValues(readInitialValues(slug, fields, defaults, new URLSearchParams(window.location.search)));
    restored.current = true;
  }, [slug, fields, defaults]);

  useEffect(() => {
    if (!restored.current) return;
    for (const [name, field] of Object.entries(fields)) {
      if (field.persist) writeStorage(storageKey(slug, name), field.format(values[name as keyof S]));
    }
    const current = new URLSearchParams(window.location.search);
    const next = queryWithValues(fields, values, current);
    if (next.toString() !== current.toString()) {
      const search = next.toString();
      // Replacing the entry in place keeps typing out of the history and off the router.
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`);
    }
  }, [slug, fields, values]);

  const setField = useCallback<SetField<S>>((name, value) => {
    setValues((previous) => (Object.is(previous[name], value) ? previous : { ...previous, [name]: value }));
  }, []);

  return [values, setField];
}
