/**
 * Counts the taps a customer makes in a browser context, whatever the test drives: each pointer click on the
 * page that follows a press (a label's click forwarded to its input follows none), and each text field
 * entered without tapping it first (a test fills it; a customer taps it to type). Each tap is recorded with
 * what was tapped, so a journey's count can be read and compared across changes.
 */
import type { BrowserContext } from 'playwright-core';

/** Name of the function the page calls for each tap (exposed to every page of the context). */
const BINDING = '__journeyTap';

/** Starts counting in `context` (before its pages open); returns the list the taps are appended to. */
export async function countTaps(context: BrowserContext): Promise<string[]> {
  const taps: string[] = [];
  await context.exposeBinding(BINDING, (_source, what: string) => { taps.push(what); });
  await context.addInitScript((binding: string) => {
    const report = (window as unknown as Record<string, (what: string) => void>)[binding];
    const named = (target: EventTarget | null): string => {
      if (!(target instanceof Element)) return '?';
      if ((target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && target.id) return target.id;
      const testId = target.closest('[data-testid]')?.getAttribute('data-testid');
      const text = (target.closest('button, a, label')?.textContent ?? '').trim().slice(0, 30);
      return [testId ?? target.id, text].filter(Boolean).join(' ') || target.tagName.toLowerCase();
    };
    let pressed: EventTarget | null = null;
    document.addEventListener('pointerdown', (event) => { pressed = event.target; }, true);
    // A label's click forwarded to its input comes without a press of its own: one tap, not two.
    document.addEventListener('click', (event) => {
      if (event.isTrusted && pressed !== null) report?.(`tap ${named(event.target)}`);
      pressed = null;
    }, true);
    document.addEventListener('focusin', (event) => {
      const { target } = event;
      const typed = target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !['radio', 'checkbox', 'file', 'button', 'submit'].includes(target.type));
      if (typed && target !== pressed) report?.(`type ${named(target)}`);
    }, true);
  }, BINDING);
  return taps;
}
