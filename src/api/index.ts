export { createApiClient, REQUEST_TIMEOUT_MS } from './client.js';
export type { ApiClient, ApiClientOptions, CallOptions, OptionalPayloadId, SignedApiClient, StartedResponse } from './client.js';
export type { ApiEvent, ApiListener } from './events.js';
export { browserNetwork, createWriteQueue, NETWORK_FAILED, throughNetwork, waitsForNetwork } from './write-queue.js';
export type { NetworkWatch, QueuedWrite, WriteQueue, WriteQueueState, WriteStore } from './write-queue.js';
