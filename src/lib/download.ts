/**
 * Saves `content` as a file named `fileName` through a temporary object URL and link; call it
 * from a click handler (browsers allow downloads started by the user).
 */
export function downloadFile(fileName: string, content: string | Blob, mimeType = 'text/plain'): void {
  const blob = typeof content === 'string' ? new Blob([content], { type: `${mimeType};charset=utf-8` }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked a moment later: some browsers read the URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
