/**
 * Icons the shell draws once a tool (a card's heart) or once a category (a menu chevron): they
 * join the tools' icons in the sprite (scripts/tool-icons), so the home page's HTML holds a short
 * `<use>` for each instead of the whole drawing.
 */
export const shellIconNames: readonly string[] = ['chevron-right', 'dots-vertical', 'heart'];
