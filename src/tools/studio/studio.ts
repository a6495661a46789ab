/**
 * `npm run studio [-- --port <n>] [--schemas <dir>] [--data <gateway.sqlite>]`: the product owners' authoring page
 * (docs/adding-a-product.md). With `--data`, the changes since the last commit show how that gateway's recorded
 * quotes and policies would re-price. `--share` lets one other person on the LAN read it (share-access.ts).
 * One product's wizard step by step with the storefront's own widgets in tw, cn and en side by side, a price
 * panel on its rates, the product check's findings (also next to their fields) and its machines. It watches
 * the schemas folder: a saved file shows within about two seconds, with no restart. Never part of the
 * storefront's build (`vite build` reads index.html, which does not reach src/tools/studio; the lint keeps it so).
 */
import { startStudio } from './server/start-studio.js';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const port = option('port') ?? process.env.STUDIO_PORT;
const studio = await startStudio({
  schemasDir: option('schemas') ?? process.env.STUDIO_SCHEMAS_DIR,
  port: port === undefined ? undefined : Number(port),
  dataFile: option('data'),
  share: process.argv.includes('--share'),
});
console.log(`Product studio: ${studio.url}  (schemas: ${studio.schemasDir}; save a file and the page follows)`);
if (studio.shareUrls.length > 0) {
  // Printed once, for the owner to hand out: the token is spent by its first visit, so a copy seen later opens nothing.
  console.log(`Shared read-only on the LAN; send ONE person this address (it works once):\n  ${studio.shareUrls.join('\n  ')}`);
}
