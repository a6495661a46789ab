/**
 * The one claim-filing run shared by the apply, claimType and info pages: the machine lives outside React so
 * moving between the three routes keeps the claim draft, the chosen type, the answers and the documents.
 * The apply page starts a fresh run; the other two pages follow the run they find (or send the user back to
 * the step the run is at).
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { createActor, type ActorRefFrom } from 'xstate';
import { claimMachine } from '../../../../flows/claim.machine.js';
import type { ApiClient } from '../../../api/index.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { createClaimActors } from './claim-actors.js';

export type ClaimFlowActor = ActorRefFrom<typeof claimMachine>;

let current: { api: ApiClient; actor: ClaimFlowActor } | null = null;

/** The claim machine with the gateway's actors. */
export function providedClaimMachine(api: ApiClient, failed: () => string) {
  return claimMachine.provide({ actors: createClaimActors(api, failed) });
}

/** Starts a fresh filing run; the previous one is dropped (left running: a page may still hold it). */
export function startClaimFlow(api: ApiClient, failed: () => string): ClaimFlowActor {
  const actor = createActor(providedClaimMachine(api, failed), { input: { mode: 'apply' } });
  actor.start();
  current = { api, actor };
  return actor;
}

/** The run under way with this client, if any. */
export function currentClaimFlow(api: ApiClient): ClaimFlowActor | null {
  return current && current.api === api ? current.actor : null;
}

/** Forgets the run (tests; a finished claim). */
export function resetClaimFlow(): void {
  current?.actor.stop();
  current = null;
}

/** The top-level state of a run. */
export function useFlowState(actor: ClaimFlowActor): string {
  return useSelector(actor, (snapshot) => String(snapshot.value));
}

/** The path of the page that shows a state of the filing run. */
export function pathOfState(state: string): string {
  if (state === 'apply' || state === 'applying' || state === 'loadingTypes') return paths.claimApply();
  if (state === 'choosingType') return paths.claimType();
  return paths.claimInfo();
}

/** The localised text for a failed call without a message of its own. */
export function useFailedText(): () => string {
  const { t } = useTranslation();
  return () => t('claims.callFailed');
}

/** The api of the services, for the pages of the run. */
export function useClaimApi(): ApiClient {
  return useServices().api;
}
