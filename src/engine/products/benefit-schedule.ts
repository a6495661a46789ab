/**
 * A product's benefit schedule (schemas/products/<CODE>/benefits.json, checked against
 * schemas/meta/benefits.schema.json): the covers its plans give with limits, excesses and waiting periods,
 * and the cross-file rule that ties the schedule to product.json's plans.
 */
import type { LocatedProblem } from './plan-rates.js';
import type { Localised, PlanDef } from './product-types.js';
import { pointerSegment } from './schema-walk.js';

/** One cover any plan of the product may give (medical expenses, third-party liability, contents). */
export interface BenefitCover {
  code: string;
  titles: Localised;
  /** What the limit is counted by (per person, per accident), when not the whole period. */
  basis?: Localised;
}

/** What one plan gives under one cover, amounts in the product's currency. */
export interface CoverTerms {
  limit: number;
  excess?: number;
  waitingDays?: number;
}

/** benefits.json as validated against its meta schema. */
export interface BenefitSchedule {
  /** The amounts are a sample design, not the insurer's filed schedule (never shown to customers). */
  sample: boolean;
  covers: BenefitCover[];
  /** Per plan code, the covers it gives by cover code; a cover not listed is not given. */
  plans: Record<string, Record<string, CoverTerms>>;
}

/** One cover of one plan, in one language, as the storefront lists it. */
export interface PlanCover {
  code: string;
  name: string;
  basis: string | null;
  limit: number;
  excess: number | null;
  waitingDays: number | null;
}

/** The covers a plan gives, in the schedule's order and the caller's language (empty for a plan without a schedule). */
export function planCovers(schedule: BenefitSchedule | undefined, planCode: string, lang: keyof Localised): PlanCover[] {
  const terms = schedule?.plans[planCode];
  if (!schedule || !terms) return [];
  return schedule.covers.flatMap((cover) => {
    const given = terms[cover.code];
    return given ? [{
      code: cover.code,
      name: cover.titles[lang],
      basis: cover.basis?.[lang] ?? null,
      limit: given.limit,
      excess: given.excess ?? null,
      waitingDays: given.waitingDays ?? null,
    }] : [];
  });
}

/**
 * What ties a schedule to its product: every plan of product.json has a schedule, the schedule names no
 * other plan, each plan names only covers the file declares, and no cover is declared twice or given by no plan.
 * Pointers are into benefits.json (`file` is that file).
 */
export function scheduleProblems(schedule: BenefitSchedule, plans: readonly PlanDef[]): LocatedProblem[] {
  const file = 'benefits.json';
  const problems: LocatedProblem[] = [];
  const planCodes = plans.map((plan) => plan.code);
  const coverCodes = schedule.covers.map((cover) => cover.code);
  schedule.covers.forEach((cover, index) => {
    if (coverCodes.indexOf(cover.code) !== index) problems.push({ file, pointer: `/covers/${index}/code`, message: `cover "${cover.code}" is declared twice` });
    else if (!Object.values(schedule.plans).some((terms) => Object.hasOwn(terms, cover.code))) {
      problems.push({ file, pointer: `/covers/${index}/code`, message: `cover "${cover.code}" is given by no plan: give it to a plan under "plans" or remove it` });
    }
  });
  for (const code of planCodes) {
    if (!Object.hasOwn(schedule.plans, code)) problems.push({ file, pointer: '/plans', message: `plan "${code}" of product.json has no schedule: add "${code}" to "plans" with its covers` });
  }
  for (const [code, terms] of Object.entries(schedule.plans)) {
    const at = `/plans/${pointerSegment(code)}`;
    if (!planCodes.includes(code)) problems.push({ file, pointer: at, message: `plan "${code}" has a schedule but product.json has no such plan (its plans: ${planCodes.join(', ')})` });
    for (const cover of Object.keys(terms)) {
      if (!coverCodes.includes(cover)) problems.push({ file, pointer: `${at}/${pointerSegment(cover)}`, message: `cover "${cover}" is not declared under "covers" (declared: ${coverCodes.join(', ')})` });
    }
  }
  return problems;
}
