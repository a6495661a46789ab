/**
 * A buyer's view of the gateways: the storefront's real signed client (src/api), one per gateway
 * instance, sharing the buyer's session token, with each call sent to the next instance in turn (what a
 * round-robin balancer does). A call that gets no verified answer (connection refused or cut while a
 * gateway restarts, a response that does not verify) is counted and sent again, to the next instance,
 * until it is answered or the retry time runs out; a refusal (an envelope with succ false) is counted and
 * returned, as the storefront would show it.
 */
import { createApiClient, type ApiEvent, type SignedApiClient } from '../../api/index.js';
import type { EndpointData, EndpointId, EndpointRequest, Envelope } from '../../contract/index.js';
import { DEFAULT_CLIENT_KEYS } from '../../server/create-gateway.js';
import { bump, type Ledger } from './ledger.js';

/** The soak calls as the reference storefront, with its client key (docs/decisions/002-signing.md). */
const [CLIENT_ID, CLIENT_KEY] = Object.entries(DEFAULT_CLIENT_KEYS)[0]!;

/** Pause between attempts of an unanswered call. */
export const RETRY_PAUSE_MS = 250;
/** How long one call keeps being retried (a restart on a loaded machine takes a while). */
export const RETRY_FOR_MS = 90_000;

export interface GatewayAddress {
  url: string;
  /** Base64 SPKI of the response-signing key the instances share. */
  publicKeySpki: string;
}

export interface BuyerClient extends SignedApiClient {
  setToken(token: string | null): void;
  /** The instance whose turn it is (taking the turn): for what the client does not send, the payment page. */
  nextGateway(): GatewayAddress;
}

/** Thrown when a call stayed unanswered for {@link RETRY_FOR_MS}. */
export class Unanswered extends Error {}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends `attempt` until it gives an answer (not null), counting every try and failure in the ledger. */
export async function untilAnswered<T>(ledger: Ledger, what: string, attempt: () => Promise<T | null>): Promise<T> {
  const giveUpAt = Date.now() + RETRY_FOR_MS;
  for (;;) {
    ledger.requests += 1;
    const answer = await attempt();
    if (answer !== null) return answer;
    if (Date.now() > giveUpAt) throw new Unanswered(`${what}: no answer for ${RETRY_FOR_MS / 1000} s`);
    await sleep(RETRY_PAUSE_MS);
  }
}

export function buyerClient(gateways: readonly GatewayAddress[], ledger: Ledger): BuyerClient {
  let token: string | null = null;
  let next = 0;
  /** Why the last call of this buyer failed in transport: the client tells it by an event. */
  let failure: 'network' | 'signature' = 'network';
  const clients = gateways.map((gateway) => {
    const client = createApiClient({
      baseUrl: gateway.url, clientId: CLIENT_ID, clientKey: CLIENT_KEY, gatewayPublicKey: gateway.publicKeySpki,
      getToken: () => token, getLang: () => 'en', getRoute: () => '/pages/order/index', channel: 'web',
    });
    client.on((event: ApiEvent) => {
      if (event.type === 'network') failure = 'network';
      if (event.type === 'signature-mismatch') failure = 'signature';
    });
    return client;
  });
  const pick = (): SignedApiClient => {
    const client = clients[next % clients.length]!;
    next += 1;
    return client;
  };

  async function envelope<K extends EndpointId>(id: K, payload?: EndpointRequest[K], options?: Parameters<SignedApiClient['call']>[2]): Promise<Envelope<EndpointData[K]>> {
    const answer = await untilAnswered(ledger, id, async () => {
      const got = await pick().callEnvelope(id, payload, options);
      if (got === false) bump(ledger.errors, failure);
      return got === false ? null : got;
    });
    if (!answer.succ) bump(ledger.errors, `refused ${answer.tipCode}`);
    return answer;
  }

  return {
    setToken: (value) => {
      token = value;
    },
    nextGateway: () => {
      const gateway = gateways[next % gateways.length]!;
      next += 1;
      return gateway;
    },
    async call<K extends EndpointId>(id: K, payload?: EndpointRequest[K], options?: Parameters<SignedApiClient['call']>[2]) {
      const answer = await envelope(id, payload, options);
      return answer.succ ? answer.data as EndpointData[K] : false;
    },
    callEnvelope: envelope,
    on(listener) {
      const offs = clients.map((client) => client.on(listener));
      return () => offs.forEach((off) => off());
    },
    clockOffsetMs: () => clients[0]!.clockOffsetMs(),
  };
}
