import { useTranslation } from '../../i18n/i18n';
import { Markdown } from '../../ui/markdown/Markdown';

export default function AboutPage() {
  const { t } = useTranslation();
  return (
    <div style={{ maxWidth: 800, margin: '0 auto' }}>
      <title>{`${t('about.title')} - IT Tools`}</title>
      <Markdown source={t('about.content')} />
    </div>
  );
}
