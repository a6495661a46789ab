import { createContext, useContext, useEffect, useState } from 'react';
import { getByPath } from '@rjsf/utils';
import type { LoadOptions } from '../widget-services.js';

/** What a summary's remote-list answers need: the list loader the form's widgets use, and the whole answers. */
export interface SummaryLists {
  loadOptions?: LoadOptions;
  formData: Record<string, unknown>;
}

export const SummaryListsContext = createContext<SummaryLists>({ formData: {} });

export interface RemoteValueProps {
  /** The field's `ui:options.source` (carModel, mortgageBank…). */
  source: string;
  /** The field's `ui:options.dependsOn`, a dotted path in the answers (the brand of a model). */
  dependsOn?: string;
  /** Whether the list is searched on the server (`ui:options.remoteSearch`): then asked for the value itself. */
  remoteSearch: boolean;
  value: string | number;
}

/**
 * An answer chosen from a server list (a car model, a mortgage bank) shown by its name, as the list named it when
 * it was chosen, not by its code ("TOYOTA_ALPHARD"): the list is asked for again with the same query as the
 * widget's. Until it answers, or when it cannot (no loader, a failed call, a code no longer listed), the code is
 * shown as stored.
 */
export function RemoteValue({ source, dependsOn, remoteSearch, value }: RemoteValueProps) {
  const { loadOptions, formData } = useContext(SummaryListsContext);
  const [label, setLabel] = useState<string | null>(null);
  const dependsOnValue = dependsOn ? getByPath(formData, dependsOn.split('.')) : undefined;
  const dependsKey = JSON.stringify(dependsOnValue ?? null);
  useEffect(() => {
    if (!loadOptions) return undefined;
    let live = true;
    const query = { ...(dependsOn ? { dependsOn: dependsOnValue } : {}), ...(remoteSearch ? { search: String(value) } : {}) };
    loadOptions(source, query).then(
      (options) => {
        const match = options.find((option) => String(option.value) === String(value));
        if (live && match) setLabel(match.label);
      },
      () => undefined,
    );
    return () => { live = false; };
    // dependsKey spells dependsOnValue.
  }, [loadOptions, source, dependsKey, remoteSearch, value]);
  return <>{label ?? String(value)}</>;
}
