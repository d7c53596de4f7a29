/** Field sizes (inputs, selects): sm 28px (12px text), md 34px (14px), lg 40px (16px), as buttons. */
export type ControlSize = 'sm' | 'md' | 'lg';

/**
 * The Mantine size whose text size matches ours; Mantine's heights are 2px taller, so
 * control-size.module.css sets the brief's heights on top of it.
 */
export const mantineSizeOf = { sm: 'xs', md: 'sm', lg: 'md' } as const satisfies Record<ControlSize, string>;
