// What the page needs to know of a drawing, without figlet itself (which loads in the worker).
export const layouts = ['default', 'full', 'fitted', 'controlled smushing', 'universal smushing'] as const;
export type Layout = (typeof layouts)[number];

export interface DrawRequest {
  text: string;
  font: string;
  width: number;
  horizontalLayout: Layout;
  verticalLayout: Layout;
}

export const defaultFont = 'Standard';
export const maxWidth = 10_000;

export type CommentStyle = '# ' | '// ';

/** The drawing as a code comment: each line prefixed, trailing spaces kept. */
export function asComment(drawing: string, prefix: CommentStyle): string {
  return drawing === '' ? '' : drawing.replace(/^/gm, prefix);
}
