import { useEffect, useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
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
  const [image, setImage] = useState<{ url: string; failed: boolean }>();

  useEffect(() => {
    if (type === false) return undefined;
    const url = URL.createObjectURL(new Blob([bytes], type ? { type } : {}));
    setImage({ url, failed: false });
    return () => URL.revokeObjectURL(url);
  }, [bytes, type]);

  if (type === false || image?.failed) {
    return (
      <Text size="sm" tone="error" role="alert">
        {t('errors.notAnImage')}
      </Text>
    );
  }
  if (!image) return null;
  return (
    <img
      src={image.url}
      alt={t('preview.alt')}
      style={{ display: 'block', alignSelf: 'center', maxWidth: '100%', maxHeight: 400, objectFit: 'contain' }}
      onError={() => setImage({ url: image.url, failed: true })}
    />
  );
}
