export interface OutboundLinkOptions {
  /** Records the click on a link to `url`. */
  track: (url: string) => void;
  /** Goes to `url` in this tab. */
  navigate: (url: string) => void;
  /** How long a same-tab navigation waits, so the event request leaves before the page unloads. */
  delayMs: number;
}

function isOutbound(link: HTMLAnchorElement, here: Location): boolean {
  return (link.protocol === 'http:' || link.protocol === 'https:') && link.host !== here.host;
}

/** True when the browser would follow the link in this very tab: a plain left click, no new tab. */
function opensInThisTab(link: HTMLAnchorElement, event: MouseEvent): boolean {
  const target = link.target.toLowerCase();
  const plainClick = event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
  return plainClick && (target === '' || target === '_self') && !link.hasAttribute('download');
}

/**
 * Records every click on a link to another host, wherever the link is on the page (one listener
 * on the document, so links rendered later count too). A link that would replace this page is
 * followed after `delayMs` instead of at once. Returns the function that stops listening.
 */
export function listenForOutboundClicks(
  document: Document,
  { track, navigate, delayMs }: OutboundLinkOptions,
): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || !isOutbound(link, document.location)) return;
    const url = link.href;
    track(url);
    if (event.defaultPrevented || !opensInThisTab(link, event)) return;
    event.preventDefault();
    setTimeout(() => navigate(url), delayMs);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
