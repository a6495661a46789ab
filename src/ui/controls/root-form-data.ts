import { createContext, useContext } from 'react';

/**
 * The whole form's data, provided by the root object field, so a widget can read another field's value: a car
 * model list depends on the chosen brand (`ui:options.dependsOn: 'carInfo.carBrand'`). rjsf hands widgets only
 * their own value.
 */
export const RootFormDataContext = createContext<unknown>(undefined);

/** Sets the value at a path of the whole form's data (`['propertyInfo', 'address']`). */
export type SetFormValue = (path: readonly string[], value: unknown) => void;

/**
 * Writes into another field of the form, provided by the root object field: a building picked fills the address
 * field the product names (`ui:options.fills`). rjsf lets a widget change only its own value.
 */
export const SetFormValueContext = createContext<SetFormValue | undefined>(undefined);

/** The form's writer of other fields (undefined outside a form). */
export function useSetFormValue(): SetFormValue | undefined {
  return useContext(SetFormValueContext);
}

/** The form's data as the root object field last rendered it (undefined outside a form). */
export function useRootFormData(): unknown {
  return useContext(RootFormDataContext);
}
