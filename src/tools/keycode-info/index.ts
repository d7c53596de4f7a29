import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'keycode-info',
  name: 'Keycode info',
  description: 'Press any key to see its JavaScript key, keyCode, code, location and modifiers.',
  keywords: [
    'keycode',
    'info',
    'code',
    'javascript',
    'event',
    'keycodes',
    'which',
    'keyboard',
    'press',
    'modifier',
    'alt',
    'ctrl',
    'meta',
    'shift',
  ],
  category: 'web',
  icon: 'keyboard',
  createdAt: '2026-11-24',
  component: () => import('./KeycodeInfo'),
});
