import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tools } from '../../tools';
import { ToolCard } from './ToolCard';

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <title>{t('app.homeTitle')}</title>
      <meta name="description" content={t('app.tagline')} />
      <section aria-labelledby="all-tools">
        <Title order={2} id="all-tools" size="h3" mb="sm">
          {t('home.allTools')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }}>
          {tools.map((tool) => (
            <ToolCard key={tool.slug} tool={tool} />
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  );
}
