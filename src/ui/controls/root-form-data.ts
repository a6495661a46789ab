import { createContext, useContext } from 'react';

/**
 * The whole form's data, provided by the root object field, so a widget can read another field's value: a car
 * model list depends on the chosen brand (`ui:options.dependsOn: 'carInfo.carBrand'`). rjsf hands widgets only
 * their own value.
 */
export const RootFormDataContext = createContext<unknown>(undefined);

/** The form's data as the root object field last rendered it (undefined outside a form). */
export function useRootFormData(): unknown {
  return useContext(RootFormDataContext);
}
