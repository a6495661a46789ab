/**
 * What the studio's page gets from its server (./server/studio-api.ts), as JSON. Types only: the page
 * and the server share them and import nothing else of each other (eslint.config.js keeps it so).
 */
import type { JsonSchema, Lang, ProductBundle } from '../../engine/index.js';
import type { Finding } from '../../engine/products/check/index.js';

/** One state: `id` is its dotted path (`draft.step_plan`), `depth` how deep it is nested. */
export interface GraphState {
  id: string;
  label: string;
  depth: number;
  parent: string | null;
  final: boolean;
  initial: boolean;
}

/** One transition between two states. */
export interface GraphEdge {
  from: string;
  to: string;
  label: string;
}

/** A machine of a product, ready to draw. */
export interface MachineGraph {
  /** The flow model's id (`purchase`, `renewal`, ...). */
  machine: string;
  description: string;
  states: GraphState[];
  edges: GraphEdge[];
}

/**
 * One finding of the product check (`npm run products:check`, the same function), and when it concerns a
 * field of the order form, that field's dotted path in the form's data (`insurantInfo.dob`).
 */
export interface StudioFinding extends Finding {
  field?: string;
}

/** A product of the manifest, for the picker. */
export interface StudioProductEntry {
  code: string;
  /** Its title in each language (the code when the product cannot be read). */
  titles: Record<Lang, string>;
}

/** Everything the page shows of one product, read from the files as they are now. */
export interface ProductSnapshot {
  code: string;
  /**
   * The product's four files, or the last version that could be read when the files now have errors
   * (`stale` is then true); null when it never could be read since the studio started.
   */
  bundle: ProductBundle | null;
  /** The form schema composed with the shared parts, as the storefront and its validators use it. */
  composed: JsonSchema | null;
  stale: boolean;
  /**
   * The errors that keep the files from being read now, whichever product's they are (empty when they read):
   * the page names them in its banner above the last version that could be read.
   */
  blocking: Finding[];
  /** The texts the storefront would show: schemas/i18n per language, and the products' own texts. */
  texts: { bundled: Record<Lang, Record<string, unknown>>; products: Record<Lang, Record<string, string>> };
  findings: StudioFinding[];
  /** What the files say differently from the last commit; null outside git or for a product new since it. */
  committed: CommittedChange[] | null;
  /** The effect of the rates on disk on a gateway's recorded quotes and policies, when the studio was given `--data`. */
  repricing: RepricingEffect | null;
  machines: MachineGraph[];
  /** When the files were read (ISO time), shown so an author sees the page followed a save. */
  readAt: string;
}

/** One value a product's file says differently from the last commit (committed-diff.ts). */
export interface CommittedChange {
  /** The file in the schemas folder, e.g. `products/TPS/rates.json`. */
  file: string;
  /** What the file holds: product.json's texts and settings, the form's fields, the rates, or the covers (benefits.json). */
  kind: 'texts' | 'fields' | 'rates' | 'covers';
  /** The dotted place in the file, e.g. `table.INDIVIDUAL_BASIC.07.6` (empty for the whole file). */
  path: string;
  /** The value before and after (undefined where there was or is none). */
  before: unknown;
  after: unknown;
}

/** How recorded quotes or policies of one kind re-price under the rates on disk. */
export interface RepricingSummary {
  recorded: number;
  /** Those the rates on disk cannot price (an answer the new table has no row for). */
  unpriced: number;
  /** Those whose price would change. */
  repriced: number;
  /** By how much (new minus recorded), over those that change; null when none does. */
  change: { min: number; median: number; max: number } | null;
}

/** The effect of the rates on disk on what a gateway's database recorded. */
export interface RepricingEffect {
  quotes: RepricingSummary;
  policies: RepricingSummary;
}

