import { useId, type ReactNode } from 'react';
import type { Tool } from '../../tools/tool';
import classes from './HomePage.module.css';
import { ToolCard } from './ToolCard';

/** A titled grid of tool cards (1 to 4 columns by width). */
export function ToolSection({ title, tools, children }: { title: string; tools: readonly Tool[]; children?: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.heading}>
        {title}
      </h2>
      {children}
      <ul className={classes.grid}>
        {tools.map((tool) => (
          <li key={tool.slug}>
            <ToolCard tool={tool} />
          </li>
        ))}
      </ul>
    </section>
  );
}
