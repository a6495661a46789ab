/** The storefront's name for the one money formatter ("MOP 1,234.00"), which the gateway's pages and messages share. */
export { moneyText as money } from '../../engine/index.js';
