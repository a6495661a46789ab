/**
 * Image sources the preview shows: same-origin addresses, this page's blob: images (a picked upload) and
 * inline raster data: images, nothing else (the storefront's CSP allows images from no other origin).
 */
export function safeImageSource(raw: string, origin: string = window.location.origin): string | null {
  const text = raw.trim();
  if (text.startsWith(`blob:${origin}/`)) return text;
  if (/^data:image\/(?:png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/=\s]+$/i.test(text)) return text;
  if (!text || text.startsWith('//')) return null;
  try {
    const url = new URL(text, origin);
    if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}
