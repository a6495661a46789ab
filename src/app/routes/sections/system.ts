/**
 * Routes of spec section 2 — System pages: image preview, location chooser, location opener (the spec
 * names them only; the paths follow its /pages/<name>/index pattern under /pages/system/); scan and search.
 */
import type { RouteEntry } from '../route-entry.js';

export const systemRoutes: readonly RouteEntry[] = [
  { id: 'imagePreview', path: '/pages/system/imagePreview/index', titleKey: 'page.systemImagePreview', load: () => import('../../pages/system/image-preview-page.js').then((m) => m.ImagePreviewPage) },
  { id: 'locationChooser', path: '/pages/system/locationChooser/index', titleKey: 'page.systemLocationChooser', load: () => import('../../pages/system/location-chooser-page.js').then((m) => m.LocationChooserPage) },
  { id: 'locationOpener', path: '/pages/system/locationOpener/index', titleKey: 'page.systemLocationOpener', load: () => import('../../pages/system/location-opener-page.js').then((m) => m.LocationOpenerPage) },
  { id: 'scan', path: '/pages/scan/index', titleKey: 'page.scan', load: () => import('../../pages/scan/scan-page.js').then((m) => m.ScanPage) },
  { id: 'search', path: '/pages/search/index', titleKey: 'page.search', load: () => import('../../pages/search/search-page.js').then((m) => m.SearchPage) },
];

const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/** Link builders for the routes above: pages never spell these paths by hand. */
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
