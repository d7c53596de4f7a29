import { useId, type ReactNode } from 'react';
import type { Tool } from '../../tools/tool';
import classes from './HomePage.module.css';
import { ToolCard } from './ToolCard';

interface ToolSectionProps {
  title: string;
  tools: readonly Tool[];
  /** Shown between the title and the cards. */
  children?: ReactNode;
  /** Renders one grid item (an `<li>` holding a card); a plain card by default. */
  renderItem?: (tool: Tool, index: number) => ReactNode;
}

const plainItem = (tool: Tool) => (
  <li key={tool.slug}>
    <ToolCard tool={tool} />
  </li>
);

/** A titled grid of tool cards (1 to 4 columns by width). */
export function ToolSection({ title, tools, children, renderItem = plainItem }: ToolSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.heading}>
        {title}
      </h2>
      {children}
      <ul className={classes.grid}>{tools.map(renderItem)}</ul>
    </section>
  );
}
