/**
 * The label file's request the launch-view script sends at the first paint, before the signed client exists
 * (src/app/prerender/early-label-request.ts): the client takes its response instead of asking again, and verifies it
 * against the nonce that request carried, as it verifies every answer. Against the real gateway, through the real
 * client: an answer altered on the way, or one made for another request, still gives "signature mismatch".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiEvent, type StartedResponse } from '../../../src/api/index.js';
import { startLabelFileRequest, type StartedRequest } from '../../../src/app/prerender/early-label-request.js';
import { labelFileUrls } from '../../../src/app/prerender/label-file-paths.js';
import { CLIENT_ID, CLIENT_KEY, startTestGateway, type TestGateway } from './signed-fetch.js';

let tg: TestGateway;
beforeAll(async () => {
  tg = await startTestGateway();
});
afterAll(async () => {
  await tg.stop();
});

/** A client that takes `started` for its path, counting what it sends itself and the events it emits. */
function clientTaking(started: StartedRequest) {
  const sent: string[] = [];
  const events: ApiEvent[] = [];
  let taken: StartedResponse | null = null;
  const client = createApiClient({
    baseUrl: tg.url, clientId: CLIENT_ID, clientKey: CLIENT_KEY, gatewayPublicKey: tg.gateway.publicKeySpki,
    getToken: () => null, getLang: () => 'en', getRoute: () => '/', channel: 'web',
    fetch: (input, init) => {
      sent.push(input instanceof Request ? input.url : String(input));
      return fetch(input, init);
    },
    takeStarted: (url) => {
      if (url !== started.url || taken) return null;
      taken = started;
      return started;
    },
  });
  client.on((event) => events.push(event));
  return { client, sent, events };
}

/** `started` with its answer's body changed on the way (headers, and so the signature, kept). */
function altered(started: StartedRequest, change: (body: string) => string): StartedRequest {
  const response = started.response.then(async (answer) => new Response(change(await answer.text()), { status: answer.status, headers: answer.headers }));
  return { ...started, response };
}

describe('the label file asked for before the client existed', () => {
  it('is taken by the client, which asks for it no second time', async () => {
    const started = startLabelFileRequest(labelFileUrls(tg.url).en, 'en', 'web');
    const { client, sent, events } = clientTaking(started);
    const text = await client.call('plat.i18n', { lang: 'en' });
    expect(typeof text).toBe('string');
    expect(JSON.parse(JSON.parse(text as string) as string)).toMatchObject({ SYS_LABEL2: { en: expect.any(Object) } });
    expect(sent).toEqual([]);
    expect(events).toEqual([]);
    // Another language's label file is not the one started: the client asks for it itself.
    expect(typeof (await client.call('plat.i18n', { lang: 'tw' }))).toBe('string');
    expect(sent).toEqual([labelFileUrls(tg.url).tw]);
  });

  it('still gives "signature mismatch" when its answer was altered on the way', async () => {
    const started = altered(startLabelFileRequest(labelFileUrls(tg.url).en, 'en', 'web'), (body) => body.replace('SYS_LABEL2', 'SYS_LABEL3'));
    const { client, events } = clientTaking(started);
    expect(await client.call('plat.i18n', { lang: 'en' })).toBe(false);
    expect(events).toEqual([{ type: 'signature-mismatch' }]);
  });

  it('still gives "signature mismatch" for an answer signed for another request', async () => {
    const started = startLabelFileRequest(labelFileUrls(tg.url).en, 'en', 'web');
    const { client, events } = clientTaking({ ...started, nonce: crypto.randomUUID() });
    expect(await client.call('plat.i18n', { lang: 'en' })).toBe(false);
    expect(events).toEqual([{ type: 'signature-mismatch' }]);
  });
});
