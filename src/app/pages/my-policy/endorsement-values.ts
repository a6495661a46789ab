/** How the endorsement screens name and show the policy's fields (dotted paths of its form). */
import type { TFunction } from 'i18next';

/** The field's own name: the last segment that is no list index (`insurantInfo.1.englishName` → englishName). */
export function fieldName(path: string): string {
  return path.split('.').filter((segment) => !/^\d+$/.test(segment)).at(-1) ?? path;
}

/** "Insured person 2 · English name", "Policy holder · Email", "Your car · Licence plate". */
export function fieldLabel(t: TFunction, path: string): string {
  const segments = path.split('.');
  const own = t(`field.${fieldName(path)}`, { defaultValue: fieldName(path) });
  if (segments.length < 2) return own;
  const group = segments[0] ?? '';
  const index = segments.find((segment) => /^\d+$/.test(segment));
  const groupLabel = `${t(`field.${group}`, { defaultValue: group })}${index === undefined ? '' : ` ${Number(index) + 1}`}`;
  return `${groupLabel} · ${own}`;
}

/** Deep equality of two JSON values (a phone is an object). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((a === undefined || a === null || a === '') && (b === undefined || b === null || b === '')) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A value as the summary shows it: a phone as "+853 61234567", a use of the car by its name, nothing as "—". */
export function displayValue(t: TFunction, path: string, value: unknown): string {
  const name = fieldName(path);
  if (value === undefined || value === null || value === '') return '—';
  if (name === 'mobilePhoneNo' && typeof value === 'object') {
    const phone = value as Record<string, unknown>;
    const code = String(phone.code ?? '');
    return `+${code} ${String(phone[code] ?? '')}`;
  }
  if (name === 'carUserType') return t(`dict.carUserType.${String(value)}`, { defaultValue: String(value) });
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
