/**
 * The label file's request, started by the launch-view script at the first paint, before the app's modules are even
 * asked for, and handed to the signed client when launch asks for the label file. On a slow phone the label file was
 * the longest step of the app's start, and it was asked for only once the entry's modules had arrived and run.
 *
 * The label file is exempt from the request check (docs/decisions/002-signing.md): the request needs no signature,
 * only the `x-options` whose nonce the gateway's response signature binds. The nonce goes to the client with the
 * response, which verifies it as it verifies every answer: a response altered on the way still gives "signature
 * mismatch" (src/api/client.ts).
 *
 * Runs in the launch-view script (./launch-view.ts): it must stay small and import nothing of React.
 */
import { HEADERS, type RequestOptions } from '../../contract/signing.js';

/** A GET sent before the client existed: its address, the nonce it carries, and its response. */
export interface StartedRequest {
  url: string;
  nonce: string;
  response: Promise<Response>;
}

/** Where the launch-view script leaves the started request for the app (a property of the page's global object). */
const STARTED_LABEL_REQUEST = '__moStartedLabelRequest';

type WithStartedRequest = typeof globalThis & { [STARTED_LABEL_REQUEST]?: StartedRequest };

/**
 * The label file's address in `lang` from the launch-view tag's `data-label-files` (JSON, language to address, written
 * by the build from ./label-file-paths.ts); null when the tag names none.
 */
export function labelFileUrlIn(attribute: string | undefined, lang: string): string | null {
  try {
    const url = (JSON.parse(attribute ?? 'null') as Record<string, unknown> | null)?.[lang];
    return typeof url === 'string' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Sends the label file's request to `url` (its address in `lang`, ./label-file-paths.ts) from a page of `channel`. The
 * response is not read here: whoever takes it reads and verifies it.
 */
export function startLabelFileRequest(url: string, lang: string, channel: string): StartedRequest {
  const options: RequestOptions = { nonce: crypto.randomUUID(), lang, channel };
  const response = fetch(url, { headers: { [HEADERS.options]: JSON.stringify(options) } });
  // Left untaken (a page that never asks for it), a failure must not surface as an unhandled rejection.
  response.catch(() => undefined);
  return { url, nonce: options.nonce, response };
}

/** Starts the label file's request and keeps it for the app ({@link takeStartedLabelRequest}). */
export function keepLabelFileRequest(url: string, lang: string, channel: string): void {
  (globalThis as WithStartedRequest)[STARTED_LABEL_REQUEST] = startLabelFileRequest(url, lang, channel);
}

/**
 * The request the launch-view script started for `url`, once: a second call of the same address (a language switch
 * back, a retry) sends its own. Null when none was started for it (another language, no launch-view script).
 */
export function takeStartedLabelRequest(url: string): StartedRequest | null {
  const holder = globalThis as WithStartedRequest;
  const started = holder[STARTED_LABEL_REQUEST];
  if (!started || started.url !== url) return null;
  delete holder[STARTED_LABEL_REQUEST];
  return started;
}
