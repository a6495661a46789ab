/**
 * Routes of docs/spec/storefront-spec.md#2-screens-and-routes — System pages: image preview, location chooser, location opener (the spec
 * names them only; the paths follow its /pages/<name>/index pattern under /pages/system/); scan and search.
 */
import type { RouteDeclaration } from '../route-entry.js';

export const systemRoutes: readonly RouteDeclaration[] = [
  { id: 'imagePreview', titleKey: 'page.systemImagePreview', load: () => import('../../pages/system/image-preview-page.js').then((m) => m.ImagePreviewPage) },
  { id: 'locationChooser', titleKey: 'page.systemLocationChooser', load: () => import('../../pages/system/location-chooser-page.js').then((m) => m.LocationChooserPage) },
  { id: 'locationOpener', titleKey: 'page.systemLocationOpener', load: () => import('../../pages/system/location-opener-page.js').then((m) => m.LocationOpenerPage) },
  { id: 'scan', titleKey: 'page.scan', load: () => import('../../pages/scan/scan-page.js').then((m) => m.ScanPage) },
  { id: 'search', titleKey: 'page.search', load: () => import('../../pages/search/search-page.js').then((m) => m.SearchPage) },
];
