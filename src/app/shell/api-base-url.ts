/**
 * The gateway's origin, set at build time (`VITE_API_BASE_URL`) when the storefront is hosted apart from it; empty when
 * the gateway serves the storefront (same origin). The signed client and the launch-view script's label file request
 * (../prerender/label-file-paths.ts) both send to it.
 */
export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '';
