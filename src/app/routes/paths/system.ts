/** Link builders and route data of the system section (pure data: no page imports; see ../sections/system.ts for its routes). */
const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/** Link builders for the section's routes: pages never spell these paths by hand. */
export const systemPaths = {
  /** Full-screen preview of one image or several (same-origin or data: sources only); `index` opens that one first. */
  imagePreview: (src: string | readonly string[], index?: number): string => {
    const search = new URLSearchParams();
    for (const one of typeof src === 'string' ? [src] : src) search.append('src', one);
    if (index !== undefined) search.set('index', String(index));
    return `/pages/system/imagePreview/index?${search.toString()}`;
  },
  /**
   * The area chooser: on confirm it opens `callback` (a storefront path) with `area` (the chosen code),
   * `areaName` (the names, " / "-joined) and, when given, `field` (which field of the caller asked).
   */
  locationChooser: (callback: string, field?: string, code?: string): string =>
    withQuery('/pages/system/locationChooser/index', { callback, field, code }),
  /** Opens a place in a map app: latitude, longitude and the place's name. */
  locationOpener: (lat: number | string, lng: number | string, name?: string): string =>
    withQuery('/pages/system/locationOpener/index', { lat: String(lat), lng: String(lng), name }),
  scan: (): string => '/pages/scan/index',
  search: (keyword?: string): string => withQuery('/pages/search/index', { keyword }),
} as const;
