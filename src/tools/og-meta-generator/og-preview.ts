function parsedUrl(text: string): URL | undefined {
  try {
    return new URL(text.trim());
  } catch {
    return undefined;
  }
}

/**
 * The image address the preview may load: a web address or an inline image (`data:image/…`);
 * undefined for anything else (`javascript:`, a relative path, text).
 */
export function previewImageSource(imageUrl: string): string | undefined {
  const url = parsedUrl(imageUrl);
  if (!url) return undefined;
  if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  return url.protocol === 'data:' && /^data:image\//i.test(imageUrl.trim()) ? imageUrl.trim() : undefined;
}

/** The site a share card names: the page's host, else the image's; empty when neither is a web address. */
export function previewDomain(pageUrl: string, imageUrl: string): string {
  for (const text of [pageUrl, imageUrl]) {
    const url = parsedUrl(text);
    if (url && (url.protocol === 'http:' || url.protocol === 'https:')) return url.hostname.replace(/^www\./, '');
  }
  return '';
}
