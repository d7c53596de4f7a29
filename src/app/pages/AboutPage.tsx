import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../ui/markdown/Markdown';

export default function AboutPage() {
  const { t } = useTranslation();
  return (
    <Stack maw={800} mx="auto">
      <title>{`${t('about.title')} - IT Tools`}</title>
      <Markdown source={t('about.content')} />
    </Stack>
  );
}
