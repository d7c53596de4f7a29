import { Divider, Loader, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useToolText } from '../../i18n/tool-text';
import type { Tool } from '../../tools/tool';
import { ToolErrorBoundary } from './ToolErrorBoundary';
import { lazyToolComponents } from './lazy-tool-component';

export function ToolPage({ tool }: { tool: Tool }) {
  const { t } = useTranslation();
  const { name, description } = useToolText()(tool);
  const ToolComponent = lazyToolComponents[tool.slug];
  return (
    <Stack gap="md" maw={1200} mx="auto">
      <title>{t('app.toolTitle', { name })}</title>
      <meta name="description" content={description} />
      <header>
        <Title order={1} size="h2">
          {name}
        </Title>
        <Text c="dimmed" mt={4}>
          {description}
        </Text>
        <Divider mt="sm" />
      </header>
      <ToolErrorBoundary key={tool.slug}>
        <Suspense fallback={<Loader aria-label={t('tool.loading')} />}>
          <ToolComponent />
        </Suspense>
      </ToolErrorBoundary>
    </Stack>
  );
}
