import toolIconSprite from 'virtual:tool-icon-sprite';

export interface ToolIconProps {
  /** A Tabler outline icon's name, as the tool declares it. */
  name: string;
  size?: number;
  stroke?: number;
  className?: string;
}

/** A tool's icon, drawn from the one icon sprite: a few bytes of HTML however often it shows. */
export function ToolIcon({ name, size = 24, stroke = 2, className }: ToolIconProps) {
  return (
    <svg
      className={className ? `tool-icon ${className}` : 'tool-icon'}
      width={size}
      height={size}
      strokeWidth={stroke}
      aria-hidden="true"
    >
      <use href={`${toolIconSprite}#${name}`} />
    </svg>
  );
}
