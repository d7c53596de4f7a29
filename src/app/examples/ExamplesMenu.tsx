import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { loadedToolTranslator } from '../../i18n/tool-language';
import type { NamedExample } from '../../lib/operation/tool-examples';
import { handOff } from '../../lib/tool-state/hand-off';
import { DisclosureMenu, DisclosureMenuItem } from '../disclosure-menu/DisclosureMenu';

/**
 * "Examples" beside a tool's title: its declared examples by name (the spec's, which the tests run);
 * choosing one fills the tool's input and options with it (`onFill` then opens the tool afresh, so
 * its state takes the values). Nothing for a tool without named examples.
 */
export default function ExamplesMenu({ slug, onFill }: { slug: string; onFill: () => void }) {
  const { t, locale } = useTranslation();
  const [examples, setExamples] = useState<NamedExample[]>([]);
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
    <DisclosureMenu summary={t('tool.examples')}>
      {(close) =>
        examples.map((example, index) => (
          <DisclosureMenuItem
            key={index}
            onSelect={() => {
              close();
              handOff({ slug, values: example.values, guarded: [] });
              onFill();
            }}
          >
            {name(example)}
          </DisclosureMenuItem>
        ))
      }
    </DisclosureMenu>
  );
}
