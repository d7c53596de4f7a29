import { useMemo, useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useObjectUrl } from '../../lib/useObjectUrl';
import { Text } from '../../ui/text/Text';
import words from './locales/en.json';

interface ImagePreviewProps {
  bytes: Uint8Array<ArrayBuffer>;
  /** An image type; undefined when unknown (the browser recognises most images anyway); false when known not to be one. */
  type: string | false | undefined;
}

/** The bytes shown as an image, or the spec's message when they are not one. */
export function ImagePreview({ bytes, type }: ImagePreviewProps) {
  const { t } = useToolWords(words);
  const blob = useMemo(() => (type === false ? undefined : new Blob([bytes], type ? { type } : {})), [bytes, type]);
  const url = useObjectUrl(blob);
  const [failedUrl, setFailedUrl] = useState<string>();

  if (type === false || (url && failedUrl === url)) {
    return (
      <Text size="sm" tone="error" role="alert">
        {t('errors.notAnImage')}
      </Text>
    );
  }
  if (!url) return null;
  return (
    <img
      src={url}
      alt={t('preview.alt')}
      style={{ display: 'block', alignSelf: 'center', maxWidth: '100%', maxHeight: 400, objectFit: 'contain' }}
      onError={() => setFailedUrl(url)}
    />
  );
}
