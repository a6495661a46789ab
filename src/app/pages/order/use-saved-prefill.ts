import { useEffect, useState } from 'react';
import type { PrefillTarget } from '../../../engine/index.js';
import { useServices } from '../../services/app-services.js';
import { savedPrefillOf, type SavedPrefill } from './saved-prefill.js';

/**
 * The signed-in user's profile, saved relatives, (when the form has a car) saved cars and the answers of the
 * paid order this one adds to (`extendingOrderId`, a companion product's offer), fetched once per
 * order for the form's prefill targets, from the first time `wanted` (a form step is shown: a payment return
 * never asks); null until then, while loading, when the form has nothing to fill, or when a call failed (the
 * client has toasted why; the user types as before).
 */
export function useSavedPrefill(targets: readonly PrefillTarget[], wanted: boolean, extendingOrderId: string | null = null): SavedPrefill | null {
  const { api } = useServices();
  const [saved, setSaved] = useState<SavedPrefill | null>(null);
  const [asked, setAsked] = useState(false);
  if (wanted && !asked) setAsked(true);
  const needsPeople = targets.some((target) => target.kind !== 'car');
  const needsCars = targets.some((target) => target.kind === 'car');

  useEffect(() => {
    if (!asked || (!needsPeople && !needsCars)) return undefined;
    let current = true;
    void Promise.all([
      api.call('user.selectRelativeAndSelf'),
      needsCars ? api.call('user.carList') : { items: [] },
      extendingOrderId ? api.call('order.detail', {}, { params: { id: extendingOrderId } }) : null,
    ]).then(([people, cars, earlier]) => {
      // An order that cannot be read (not the user's) fills nothing; the rest of the prefill stands.
      if (current && people && cars) setSaved(savedPrefillOf(people, cars.items, earlier ? earlier.formData : {}));
    });
    return () => {
      current = false;
    };
  }, [api, asked, needsPeople, needsCars, extendingOrderId]);

  return saved;
}
