import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <title>{`${t('notFound.notFound')} - IT Tools`}</title>
      <Text size="xl" fw={700} c="dimmed">
        {t('notFound.notFound')}
      </Text>
      <Title order={1} size="h2">
        {t('notFound.sorry')}
      </Title>
      <Text c="dimmed">{t('notFound.maybe')}</Text>
      <Button component={Link} to="/" mt="md">
        {t('notFound.backHome')}
      </Button>
    </Stack>
  );
}
