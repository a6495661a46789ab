/**
 * Lists again, on the documents step of a claim draft, the photos taken for it with no network and still kept on
 * the device: after a reload or a webview killed before the submission the page's run starts afresh, but
 * the photos wait in IndexedDB; attached as `onDevice` they show as waiting for the network and the submission
 * sends them once, as if the page had never been left.
 */
import { useEffect } from 'react';
import type { ClaimDocumentRequirement } from '../../../../flows/claim.machine.js';
import { keptClaimPhotos } from '../../drafts/kept-photos.js';
import { useSessionStore } from '../../stores/session.store.js';
import type { ClaimFlowActor } from './claim-flow.js';

/**
 * Attaches to `actor`'s documents the photos kept for claim draft `claimId` (null: not on the documents step) of the
 * signed-in user, those the claim type still asks for (`requirements`): a photo of a type the draft no longer takes
 * would be refused at the submission.
 */
export function useKeptPhotosListed(actor: ClaimFlowActor, claimId: string | null, requirements: readonly ClaimDocumentRequirement[]): void {
  const userId = useSessionStore((state) => state.user?.userId ?? null);
  const docTypes = requirements.map((requirement) => requirement.docType).join('\n');
  useEffect(() => {
    if (!claimId || !userId) return undefined;
    let current = true;
    void keptClaimPhotos(userId, claimId).then((photos) => {
      if (!current) return;
      const listed = new Set(actor.getSnapshot().context.documents.map((document) => document.fileId));
      const asked = new Set(docTypes.split('\n'));
      for (const photo of photos) {
        if (!listed.has(photo.fileId) && asked.has(photo.docType)) actor.send({ type: 'ATTACH', document: photo });
      }
    });
    return () => {
      current = false;
    };
  }, [actor, claimId, userId, docTypes]);
}
