import '../../ui/base-styles';
import '../theme/mantine-overrides.css';
import { MantineProvider } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tool } from '../../tools/tool';
import { mantineColorSchemeManager } from '../preferences/mantine-color-scheme';
import { theme } from '../theme/theme';
import { lazyToolComponents } from './lazy-tool-component';
import { ToolErrorBoundary } from './ToolErrorBoundary';

/** What every tool runs inside: the component library, an error net, and the tool's own code. */
export default function ToolHost({ tool }: { tool: Tool }) {
  const { t } = useTranslation();
  const ToolComponent = lazyToolComponents[tool.slug];
  return (
    <MantineProvider theme={theme} colorSchemeManager={mantineColorSchemeManager}>
      <ToolErrorBoundary key={tool.slug}>
        <Suspense fallback={<p>{t('tool.loading')}</p>}>
          <ToolComponent />
        </Suspense>
      </ToolErrorBoundary>
    </MantineProvider>
  );
}
