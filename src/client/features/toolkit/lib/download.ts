/** Browser downloads: saves a Blob (or JSON) under a file name through a temporary object URL. */

/** Starts a download of `blob` named `fileName`. Browser only (call from an event handler). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Downloads `value` as pretty-printed JSON named `fileName`. */
export function downloadJson(value: unknown, fileName: string): void {
  downloadBlob(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }), fileName);
}

/** A safe file-name stem from a user's title: `My Startup!` → `my-startup`, or `fallback` when nothing is left. */
export function fileStem(title: string, fallback: string): string {
  const stem = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return stem || fallback;
}
