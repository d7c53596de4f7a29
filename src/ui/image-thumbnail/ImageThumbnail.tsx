import { useEffect, useState } from 'react';

/** A small picture of the chosen image; nothing while it loads or when the browser cannot show it. */
export function ImageThumbnail({ image, alt, size = 200 }: { image: Blob; alt: string; size?: number }) {
  const [shown, setShown] = useState<{ url: string; failed: boolean }>();

  useEffect(() => {
    const url = URL.createObjectURL(image);
    setShown({ url, failed: false });
    return () => URL.revokeObjectURL(url);
  }, [image]);

  if (!shown || shown.failed) return null;
  return (
    <img
      src={shown.url}
      alt={alt}
      style={{ display: 'block', maxWidth: size, maxHeight: size, objectFit: 'contain' }}
      onError={() => setShown({ url: shown.url, failed: true })}
    />
  );
}
