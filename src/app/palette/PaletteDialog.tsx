import { IconExternalLink, IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/i18n';
import { useNavigate } from 'react-router';
import { handOff } from '../../lib/tool-state/hand-off';
import { findTool, tools } from '../../tools';
import { isToolListed } from '../catalogue/listed-tools';
import { ToolIcon } from '../icons/ToolIcon';
import { createFuzzySearch } from '../search/tool-search';
import { useSearchTranslations } from '../search/use-search-translations';
import type { Translate } from '../search/tool-search';
import { paletteEntries, type PaletteItem } from './palette-items';
import { groupResults, recentFirstAmongEquals } from './palette-results';
import { readRecentSlugs } from '../preferences/tool-usage';
import { allowDrop, takeDroppedText, takePastedText } from '../suggest/pasted-text';
import classes from './PaletteDialog.module.css';

export interface PaletteDialogProps {
  onClose: () => void;
}

function openInNewTab(href: string) {
  const link = document.createElement('a');
  link.href = href;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.click();
}

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), textarea, select, [tabindex]:not([tabindex="-1"])';

/**
 * The palette itself: a modal dialog with a search field (a combobox) over a listbox of grouped
 * results. Focus stays on the field; the arrow keys move the active option, which the field
 * announces through aria-activedescendant. Mounted only while open, so closing clears the query.
 */
export default function PaletteDialog({ onClose }: PaletteDialogProps) {
  const { t, locale } = useTranslation();
  const navigate = useNavigate();
  const translations = useSearchTranslations();
  const search = useMemo(
    () =>
      createFuzzySearch(
        paletteEntries(
          tools.filter((tool) => isToolListed(tool.slug)),
          translations,
        ),
      ),
    [translations],
  );
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const suggested = usePastedSuggestions(query, locale, navigate, translations[0]);
  const groups = useMemo(
    () =>
      suggested.length > 0
        ? [{ group: 'suggested' as const, items: suggested }]
        : groupResults(recentFirstAmongEquals(search(query), readRecentSlugs())),
    [search, query, suggested],
  );
  const options = groups.flatMap((group) => group.items);
  const activeIndex = Math.min(active, options.length - 1);

  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (item: PaletteItem) => `${baseId}-option-${item.id}`;
  const activeOptionId = activeIndex >= 0 ? optionId(options[activeIndex]) : undefined;

  // While open, the page behind is inert (no focus, no clicks, hidden from assistive technology)
  // and does not scroll; on close, focus returns to whatever opened the palette.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.getElementById('root');
    const wasInert = root?.hasAttribute('inert') ?? false;
    const overflow = document.body.style.overflow;
    root?.setAttribute('inert', '');
    document.body.style.overflow = 'hidden';
    inputRef.current?.focus();
    return () => {
      if (!wasInert) root?.removeAttribute('inert');
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  useEffect(() => {
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView({ block: 'nearest' });
  }, [activeOptionId]);

  const takeData = (text: string) => {
    setQuery(text);
    setActive(0);
  };

  const activate = (item: PaletteItem) => {
    const { target } = item;
    if (item.closeOnSelect) onClose();
    if (target.kind === 'route') void navigate(typeof target.to === 'function' ? target.to() : target.to);
    else if (target.kind === 'external') openInNewTab(target.href);
    else target.run();
  };

  const moveActive = (step: number) => {
    if (options.length === 0) return;
    setActive((activeIndex + step + options.length) % options.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        moveActive(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        moveActive(-1);
        break;
      case 'Enter':
        if (event.nativeEvent.isComposing || activeIndex < 0) return;
        event.preventDefault();
        activate(options[activeIndex]);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        onClose();
        break;
      case 'Tab': {
        // Keep focus inside the dialog: cycle through what it holds (today, the field alone).
        const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>(focusableSelector) ?? [])];
        if (focusable.length === 0) return;
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
        break;
      }
    }
  };

  return createPortal(
    <div
      className={classes.overlay}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-label={t('palette.dialogLabel')}
        className={classes.dialog}
        onKeyDown={onKeyDown}
      >
        <div className={classes.searchRow}>
          <IconSearch size={20} aria-hidden className={classes.searchIcon} />
          <input
            ref={inputRef}
            className={classes.input}
            type="text"
            role="combobox"
            aria-label={t('palette.inputLabel')}
            aria-expanded="true"
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={activeOptionId}
            placeholder={t('palette.placeholder')}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onPaste={(event) => {
              const text = takePastedText(event);
              if (text !== undefined) takeData(text);
            }}
            onDragOver={allowDrop}
            onDrop={(event) => void takeDroppedText(event)?.then(takeData)}
          />
        </div>
        <div id={listboxId} role="listbox" aria-label={t('palette.results')} className={classes.list}>
          {groups.map(({ group, items }) => {
            const titleId = `${baseId}-group-${group}`;
            return (
              <div key={group} role="group" aria-labelledby={titleId} className={classes.group}>
                <div id={titleId} role="presentation" className={classes.groupTitle}>
                  {t(`palette.groups.${group}`)}
                </div>
                {items.map((item) => {
                  const itemIndex = options.indexOf(item);
                  const { icon: ItemIcon } = item;
                  return (
                    <div
                      key={item.id}
                      id={optionId(item)}
                      role="option"
                      aria-selected={itemIndex === activeIndex}
                      className={classes.option}
                      onMouseMove={() => itemIndex !== activeIndex && setActive(itemIndex)}
                      // The field keeps focus, and with it the keyboard.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => activate(item)}
                    >
                      {typeof ItemIcon === 'string' ? (
                        <ToolIcon name={ItemIcon} size={20} stroke={1.5} className={classes.optionIcon} />
                      ) : (
                        <ItemIcon size={20} stroke={1.5} aria-hidden className={classes.optionIcon} />
                      )}
                      <span className={classes.optionText}>
                        <span className={classes.optionName}>
                          {item.name}
                          {item.target.kind === 'external' && (
                            <>
                              <IconExternalLink size={14} aria-hidden className={classes.externalIcon} />
                              <span className="visually-hidden"> {t('ui.opensInNewTab')}</span>
                            </>
                          )}
                        </span>
                        {item.description && <span className={classes.optionDescription}>{item.description}</span>}
                      </span>
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
        {options.length === 0 && (
          <p role="status" className={classes.empty}>
            {t('palette.noResults')}
          </p>
        )}
        <div className={classes.footer} aria-hidden>
          <span>
            <kbd>↑</kbd>
            <kbd>↓</kbd> {t('palette.hintNavigate')}
          </span>
          <span>
            <kbd>↵</kbd> {t('palette.hintSelect')}
          </span>
          <span>
            <kbd>Esc</kbd> {t('palette.hintClose')}
          </span>
        </div>
      </div>
    </div>,
    document.body,
  );
}

/**
 * "Suggested tools" for a query that holds data (a pasted JWT, JSON, CIDR…): palette items that open
 * each tool with the value in its input (see suggestions.ts); none for words typed to search.
 */
function usePastedSuggestions(
  query: string,
  locale: string,
  navigate: ReturnType<typeof useNavigate>,
  translate: Translate | undefined,
): PaletteItem[] {
  const [found, setFound] = useState<{ query: string; items: PaletteItem[] }>({ query: '', items: [] });
  useEffect(() => {
    // Short words are a search; data is longer than a word or two, or has no spaces.
    if (query.trim().length < 2) return;
    let current = true;
    import('../suggest/suggestions')
      .then(({ suggestionsFor }) => suggestionsFor(query, locale))
      .then((suggestions) => {
        if (!current) return;
        const items = suggestions.flatMap((suggestion): PaletteItem[] => {
          const tool = findTool(suggestion.slug);
          if (!tool || !isToolListed(tool.slug)) return [];
          return [
            {
              id: `suggested-${tool.slug}`,
              group: 'suggested',
              name: translate?.(`tools.${tool.slug}.name`, tool.name) ?? tool.name,
              description: suggestion.what,
              icon: tool.icon,
              closeOnSelect: true,
              target: {
                kind: 'action',
                run: () => {
                  const value = query.trim();
                  handOff({
                    slug: tool.slug,
                    values: { [suggestion.field]: value },
                    guarded: suggestion.secret ? [suggestion.field] : [],
                  });
                  void navigate(`/${tool.slug}`);
                },
              },
            },
          ];
        });
        setFound({ query, items });
      })
      .catch(() => current && setFound({ query, items: [] }));
    return () => {
      current = false;
    };
  }, [query, locale, navigate, translate]);
  return found.query === query ? found.items : [];
}
