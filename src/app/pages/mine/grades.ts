/** Membership grades in order, with the points that reach each (texts in i18n under mine.grade). */
export const GRADES: readonly { code: string; points: number }[] = [
  { code: 'standard', points: 0 },
  { code: 'silver', points: 1000 },
  { code: 'gold', points: 5000 },
  { code: 'platinum', points: 20000 },
];
