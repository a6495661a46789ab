/** Link builders of the system section (pure data: no page imports; see ../sections/system.ts for its routes). */
import { linkTo } from '../link-to.js';

/** Link builders for the section's routes: pages never spell these paths by hand. */
export const systemPaths = {
  /** Full-screen preview of one image or several (same-origin or data: sources only); `index` opens that one first. */
  imagePreview: (src: string | readonly string[], index?: number): string =>
    linkTo('imagePreview', { src, index: index === undefined ? undefined : String(index) }),
  /**
   * The area chooser: on confirm it opens `callback` (a storefront path) with `area` (the chosen code),
   * `areaName` (the names, " / "-joined) and, when given, `field` (which field of the caller asked).
   */
  locationChooser: (callback: string, field?: string, code?: string): string => linkTo('locationChooser', { callback, field, code }),
  /** Opens a place in a map app: latitude, longitude and the place's name. */
  locationOpener: (lat: number | string, lng: number | string, name?: string): string =>
    linkTo('locationOpener', { lat: String(lat), lng: String(lng), name }),
  scan: (): string => linkTo('scan'),
  search: (keyword?: string): string => linkTo('search', { keyword }),
} as const;
