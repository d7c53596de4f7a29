/** The kit's components with a demo at /c-lib/<name> (development builds only). */
export const componentDemos = [
  'alert',
  'button',
  'buttons-select',
  'card',
  'collapse',
  'color-picker',
  'file-upload',
  'input-text',
  'link',
  'markdown',
  'modal-value',
  'modal',
  'select',
  'table',
  'text-copyable',
  'tooltip',
] as const;

export type ComponentDemoName = (typeof componentDemos)[number];
