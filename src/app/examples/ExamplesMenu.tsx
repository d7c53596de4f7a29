import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { loadedToolTranslator } from '../../i18n/tool-language';
import type { NamedExample } from '../../lib/operation/tool-examples';
import { handOff } from '../../lib/tool-state/hand-off';
import classes from './ExamplesMenu.module.css';

/**
 * "Examples" beside a tool's title: its declared examples by name (the spec's, which the tests run);
 * choosing one fills the tool's input and options with it (`onFill` then opens the tool afresh, so
 * its state takes the values). Nothing for a tool without named examples.
 */
export default function ExamplesMenu({ slug, onFill }: { slug: string; onFill: () => void }) {
  const { t, locale } = useTranslation();
  const [examples, setExamples] = useState<NamedExample[]>([]);
  // The list is drawn while open only: closed, its names are not on the page (a search of the
  // page's text finds the tool's own).
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let current = true;
    import('virtual:tool-examples')
      .then(({ default: loaders }) => loaders[slug]?.())
      .then((module) => current && setExamples(module?.default ?? []))
      .catch(() => current && setExamples([]));
    return () => {
      current = false;
    };
  }, [slug]);
  if (examples.length === 0) return null;
  const translate = loadedToolTranslator(slug, locale);
  const name = (example: NamedExample) =>
    translate ? translate(example.name, { defaultValue: example.english }) : example.english;
  return (
    <details className={classes.examples} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={classes.summary}>{t('tool.examples')}</summary>
      {open && (
        <ul className={classes.list}>
          {examples.map((example, index) => (
            <li key={index}>
              <button
                type="button"
                className={classes.item}
                onClick={(event) => {
                  event.currentTarget.closest('details')?.removeAttribute('open');
                  setOpen(false);
                  handOff({ slug, values: example.values, guarded: [] });
                  onFill();
                }}
              >
                {name(example)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
