import { Suspense } from 'react';
import { useTranslation } from '../../i18n/i18n';
import type { Tool } from '../../tools/tool';
import { KitProvider } from '../theme/KitProvider';
import { lazyToolComponents } from './lazy-tool-component';
import { ToolErrorBoundary } from './ToolErrorBoundary';

/** What every tool runs inside: the UI kit's base, an error net, and the tool's own code. */
export default function ToolHost({ tool }: { tool: Tool }) {
  const { t } = useTranslation();
  const ToolComponent = lazyToolComponents[tool.slug];
  return (
    <KitProvider>
      <ToolErrorBoundary key={tool.slug}>
        <Suspense fallback={<p>{t('tool.loading')}</p>}>
          <ToolComponent />
        </Suspense>
      </ToolErrorBoundary>
    </KitProvider>
  );
}
