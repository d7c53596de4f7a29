import toolIconSprite from 'virtual:tool-icon-sprite';

export interface ToolIconProps {
  /** A Tabler outline icon's name, as the tool declares it. */
  name: string;
  /** Its size and stroke width; `null` when its class sets them (a list of many icons writes less HTML). */
  size?: number | null;
  stroke?: number;
  className?: string;
}

/** A tool's icon, drawn from the one icon sprite: a few bytes of HTML however often it shows. */
export function ToolIcon({ name, size = 24, stroke = 2, className }: ToolIconProps) {
  return (
    <svg
      className={className ? `tool-icon ${className}` : 'tool-icon'}
      width={size ?? undefined}
      height={size ?? undefined}
      strokeWidth={size === null ? undefined : stroke}
      aria-hidden="true"
    >
      <use href={`${toolIconSprite}#${name}`} />
    </svg>
  );
}
