import { useEffect, useRef, useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { Note } from '../../ui/text/Note';
import { withoutGroupNames } from './group-names';
import words from './locales/en.json';
import classes from './RegexDiagram.module.css';

/** Longer patterns make diagrams too wide to read and too slow to draw. */
export const maxDiagramChars = 200;
const typingPauseMs = 300;

/**
 * The railroad diagram of `pattern`, drawn by @regexper/render (loaded with the first diagram) in
 * a shadow root, since the library adds style rules for every `svg` and `text` it could reach.
 */
export function RegexDiagram({ pattern }: { pattern: string }) {
  const { t } = useToolWords(words);
  const host = useRef<HTMLDivElement>(null);
  const [outcome, setOutcome] = useState<{ pattern: string; drawn: boolean }>();
  const drawable = pattern !== '' && pattern.length <= maxDiagramChars;

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    if (!drawable) {
      root.replaceChildren();
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      const scratch = document.createElement('div');
      // Drawn off to the side (measuring text needs a laid-out document), then shown when complete.
      scratch.style.cssText = 'position:absolute;visibility:hidden;inset-inline-start:-10000px';
      scratch.append(svg);
      root.replaceChildren(scratch);
      import('@regexper/render')
        .then(({ render }) => render(withoutGroupNames(pattern, '('), svg))
        .then(
          () => {
            if (!current) return;
            root.replaceChildren(svg);
            setOutcome({ pattern, drawn: true });
          },
          () => {
            if (!current) return;
            root.replaceChildren();
            setOutcome({ pattern, drawn: false });
          },
        );
    }, typingPauseMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [pattern, drawable]);

  return (
    <>
      <div
        ref={host}
        className={classes.diagram}
        role="img"
        aria-label={drawable ? t('diagram.of', { pattern }) : t('diagram.none')}
      />
      {pattern.length > maxDiagramChars && <Note>{t('diagram.tooLong', { chars: maxDiagramChars })}</Note>}
      {drawable && outcome?.pattern === pattern && !outcome.drawn && <Note>{t('diagram.unsupported')}</Note>}
    </>
  );
}
