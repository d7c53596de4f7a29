/**
 * Copies text, also where `navigator.clipboard` is missing (pages served over plain HTTP):
 * there a hidden text area and the legacy copy command do the job.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
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
