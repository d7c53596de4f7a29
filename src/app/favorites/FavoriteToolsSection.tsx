import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useToolText } from '../../i18n/tool-text';
import type { Tool } from '../../tools/tool';
import { IconButton } from '../../ui/button/IconButton';
import { ToolCard } from '../pages/ToolCard';
import { ToolSection } from '../pages/ToolSection';
import { moveFavorite } from '../preferences/favorites';
import classes from './FavoriteToolsSection.module.css';
import { reorderStep } from './reorder-keys';

// Our own drag type, so a dragged card drops nowhere else (not as text into a field, say).
const dragType = 'application/x-it-tools-favorite';

/**
 * 'Your favorite tools' on the home page, in the user's order. The order changes by dragging a
 * card onto another's place, with the arrow buttons of each card, or with Alt+arrow keys while a
 * card has focus; each move is announced to screen readers and stored by slug. Favourites exist
 * only in the visitor's browser, never in the prerendered page, so this is loaded on demand.
 */
export default function FavoriteToolsSection({ tools }: { tools: readonly Tool[] }) {
  const { t } = useTranslation();
  const toolText = useToolText();
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const keepFocus = useRef<HTMLElement | null>(null);

  // Reordering moves the list's DOM nodes, which can drop the focus; give it back.
  useLayoutEffect(() => {
    const element = keepFocus.current;
    keepFocus.current = null;
    if (element?.isConnected && document.activeElement !== element) element.focus({ preventScroll: false });
  }, [tools]);

  const move = (tool: Tool, toIndex: number) => {
    const from = tools.indexOf(tool);
    if (from < 0 || toIndex < 0 || toIndex >= tools.length || toIndex === from) return;
    if (document.activeElement instanceof HTMLElement) keepFocus.current = document.activeElement;
    moveFavorite(tool.slug, toIndex);
    setAnnouncement(t('favorites.moved', { name: toolText(tool).name, position: toIndex + 1, count: tools.length }));
  };

  const endDrag = () => {
    setDragged(null);
    setDropTarget(null);
  };

  const renderItem = (tool: Tool, index: number) => {
    const { name } = toolText(tool);
    const first = index === 0;
    const last = index === tools.length - 1;
    const acceptsDrop = (event: DragEvent) => dragged !== null && event.dataTransfer.types.includes(dragType);
    return (
      <li
        key={tool.slug}
        className={classes.item}
        draggable
        data-dragging={dragged === tool.slug || undefined}
        data-drop-target={(dropTarget === tool.slug && dragged !== tool.slug) || undefined}
        onKeyDown={(event) => {
          const step = reorderStep(event);
          if (step === 0) return;
          event.preventDefault();
          move(tool, index + step);
        }}
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData(dragType, tool.slug);
          setDragged(tool.slug);
        }}
        onDragEnter={(event) => {
          if (acceptsDrop(event)) setDropTarget(tool.slug);
        }}
        onDragOver={(event) => {
          if (!acceptsDrop(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null))
            setDropTarget((target) => (target === tool.slug ? null : target));
        }}
        onDrop={(event) => {
          if (!acceptsDrop(event)) return;
          event.preventDefault();
          const source = tools.find((candidate) => candidate.slug === event.dataTransfer.getData(dragType));
          if (source) move(source, index);
          endDrag();
        }}
        onDragEnd={endDrag}
      >
        <ToolCard
          tool={tool}
          draggable
          actions={
            tools.length > 1 && (
              <>
                <IconButton
                  label={t('favorites.moveEarlier', { name })}
                  className={classes.move}
                  aria-disabled={first}
                  onClick={() => move(tool, index - 1)}
                >
                  <IconArrowLeft />
                </IconButton>
                <IconButton
                  label={t('favorites.moveLater', { name })}
                  className={classes.move}
                  aria-disabled={last}
                  onClick={() => move(tool, index + 1)}
                >
                  <IconArrowRight />
                </IconButton>
              </>
            )
          }
        />
      </li>
    );
  };

  return (
    <ToolSection title={t('home.favoriteTools')} tools={tools} renderItem={renderItem}>
      {tools.length > 1 && <p className={classes.hint}>{t('favorites.reorderHint')}</p>}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </ToolSection>
  );
}
