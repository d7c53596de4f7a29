// `import toolIconSprite from 'virtual:tool-icon-sprite'` gives the sprite's address. The build
// writes the sprite as a hashed asset (cached for good); the dev server serves it from memory.
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { shellIconNames } from '../../src/app/icons/shell-icons.ts';
import { buildSprite, declaredToolIcons } from './sprite.ts';

const moduleId = 'virtual:tool-icon-sprite';
const resolvedId = `\0${moduleId}`;

export function toolIconSprite({ root }: { root: string }): Plugin {
  const toolsDir = join(root, 'src', 'tools');
  let base = '/';
  const current = () => buildSprite([...new Set([...declaredToolIcons(toolsDir), ...shellIconNames])].sort());

  return {
    name: 'tool-icon-sprite',
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return id === moduleId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      return `export default ${JSON.stringify(base + current().fileName)};`;
    },
    generateBundle() {
      const { svg, fileName } = current();
      this.emitFile({ type: 'asset', fileName, source: svg });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const { svg, fileName } = current();
        if (request.url?.split('?')[0] !== base + fileName) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(svg);
      });
      // A tool's new icon changes the sprite and so its address.
      server.watcher.on('change', (file) => {
        if (!/[\\/]src[\\/]tools[\\/][^\\/]+[\\/]index\.ts$/.test(file)) return;
        const module = server.moduleGraph.getModuleById(resolvedId);
        if (module) server.reloadModule(module);
      });
    },
  };
}
