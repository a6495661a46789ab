export { createApiClient, REQUEST_TIMEOUT_MS } from './client.js';
export type { ApiClient, ApiClientOptions, CallOptions } from './client.js';
export type { ApiEvent, ApiListener } from './events.js';
