/**
 * The i18n keys under which a product's own texts are published (see `productLabels`) and which the
 * composed schemas use as titles, kept in one place so both sides agree.
 */
export const productLabelKeys = {
  title: (code: string): string => `product.${code}.title`,
  summary: (code: string): string => `product.${code}.summary`,
  plan: (code: string, plan: string): string => `product.${code}.plan.${plan}`,
  planSummary: (code: string, plan: string): string => `product.${code}.planSummary.${plan}`,
  step: (code: string, step: string): string => `product.${code}.step.${step}`,
  /** What the "from" price assumes (product.json fromPrice.assumes). */
  fromAssumes: (code: string): string => `product.${code}.fromAssumes`,
  /** A declaration question's text. */
  declaration: (code: string, question: string): string => `product.${code}.declaration.${question}`,
  /** The label of a declaration question's notice input. */
  declarationNotice: (code: string, question: string): string => `product.${code}.declarationNotice.${question}`,
  /** One choice of a `pick` notice. */
  declarationOption: (code: string, question: string, option: string): string => `product.${code}.declarationOption.${question}.${option}`,
  /** What a further order is for ("another home"), when the product names it (product.json insuredObject). */
  insuredObject: (code: string): string => `product.${code}.insuredObject`,
  /** Areas are shared dictionary entries, not product texts. */
  area: (area: string): string => `dict.area.${area}`,
  /** What an area covers is the product's own (its territorial limits), named where the area is chosen. */
  areaCovers: (code: string, area: string): string => `product.${code}.areaCovers.${area}`,
} as const;
