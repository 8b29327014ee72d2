/**
 * `attachment` with the original name twice: an ASCII fallback for old clients (accents dropped,
 * anything else non-ASCII, quotes, backslashes and percent signs as "_") and RFC 5987 UTF-8.
 */
export function contentDisposition(name: string): string {
  const fallback = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback || 'download'}"; filename*=UTF-8''${encoded}`;
}
