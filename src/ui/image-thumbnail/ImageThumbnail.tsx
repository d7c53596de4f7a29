import { useState } from 'react';
import { useObjectUrl } from '../../lib/useObjectUrl';

/** A small picture of the chosen image; nothing while it loads or when the browser cannot show it. */
export function ImageThumbnail({
  image,
  alt,
  size = 200,
  className,
}: {
  image: Blob;
  alt: string;
  size?: number;
  className?: string;
}) {
  const url = useObjectUrl(image);
  const [failedUrl, setFailedUrl] = useState<string>();

  if (!url || failedUrl === url) return null;
  return (
    <img
      src={url}
      alt={alt}
      className={className}
      style={{ display: 'block', maxWidth: size, maxHeight: size, objectFit: 'contain' }}
      onError={() => setFailedUrl(url)}
    />
  );
}
