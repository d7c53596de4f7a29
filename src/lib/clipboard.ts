/**
 * Copies text (or formatted text, see RichText), also where `navigator.clipboard` is missing (pages served over plain HTTP):
 * there a hidden text area and the legacy copy command do the job. Text held in a Blob (megabytes
 * of it, say) goes to the clipboard without becoming a string on the page where the browser allows.
 */
export async function copyToClipboard(content: ClipboardContent): Promise<boolean> {
  if (typeof content === 'string') return copyText(content);
  return isRichText(content) ? copyRichText(content) : copyBlobText(content);
}

/** Formatted text: pasted as formatting where the target takes HTML (a mail, a document), else as `text`. */
export interface RichText {
  html: string;
  text: string;
}

export type ClipboardContent = string | Blob | RichText;

const isRichText = (content: Blob | RichText): content is RichText =>
  typeof (content as Partial<RichText>).html === 'string';

async function copyRichText({ html, text }: RichText): Promise<boolean> {
  if (typeof ClipboardItem === 'function' && typeof globalThis.navigator?.clipboard?.write === 'function') {
    try {
      const item = new ClipboardItem({
        'text/html': new Blob([html], { type: 'text/html' }),
        'text/plain': new Blob([text], { type: 'text/plain' }),
      });
      await navigator.clipboard.write([item]);
      return true;
    } catch {
      // Refused: the text at least.
    }
  }
  return copyText(text);
}

async function copyText(text: string): Promise<boolean> {
  if (typeof globalThis.navigator?.clipboard?.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or document not focused: try the legacy path below.
    }
  }
  return copyWithHiddenTextArea(text);
}

async function copyBlobText(blob: Blob): Promise<boolean> {
  if (typeof ClipboardItem === 'function' && typeof globalThis.navigator?.clipboard?.write === 'function') {
    try {
      const text = blob.type === 'text/plain' ? blob : new Blob([blob], { type: 'text/plain' });
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text })]);
      return true;
    } catch {
      // Refused, or the browser takes no Blob: copy it as a string.
    }
  }
  return copyText(await blob.text());
}

function copyWithHiddenTextArea(text: string): boolean {
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
