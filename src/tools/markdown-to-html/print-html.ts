let printFrame: HTMLIFrameElement | undefined;

/**
 * Prints `documentHtml`, a complete page, from a hidden frame: only that page is printed, not the
 * app around it, and the browser's print dialog offers "Save as PDF". Give it sanitised HTML: the
 * frame shares the app's origin (so its print() can be called). `frameTitle` names the frame.
 */
export function printHtml(documentHtml: string, frameTitle: string): void {
  printFrame?.remove();
  const frame = document.createElement('iframe');
  printFrame = frame;
  frame.title = frameTitle;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0' });
  frame.addEventListener(
    'load',
    () => {
      const view = frame.contentWindow;
      if (!view) return;
      view.addEventListener('afterprint', () => frame.remove(), { once: true });
      view.focus();
      view.print();
    },
    { once: true },
  );
  frame.srcdoc = documentHtml;
  document.body.append(frame);
}
