import { createContext } from 'react';

/**
 * The title of the array whose items are being rendered: an item card is named after its list
 * ("Insured person 2"), which rjsf does not pass to the item template.
 */
export const ArrayTitleContext = createContext<string>('');
