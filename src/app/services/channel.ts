/**
 * The channel this build reports in x-options and matches against a product's `channels.disabledIn`.
 * The first build is the plain mobile-web storefront; detecting the bank, telecom, payment and messaging
 * apps from the user agent (spec section 1) is the launch sequence's job once those channels ship.
 */
export const APP_CHANNEL = 'web';
