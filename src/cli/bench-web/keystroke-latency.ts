/**
 * Keystroke to next paint, as a phone's CPU feels it: the CPU slowed fourfold (CDP
 * `Emulation.setCPUThrottlingRate` 4), characters typed one by one into a text field, and each keystroke's
 * latency read from the page's own Event Timing (a PerformanceObserver on `event` entries with
 * `durationThreshold: 16`, the longest entry of each interaction). A keystroke with no entry took under
 * 16 ms, the smallest duration Event Timing reports, and is counted as 16 ms.
 */
import type { Page } from 'playwright-core';

/** The CPU slowdown of a mid-range phone against this machine (Lighthouse's mobile preset). */
export const CPU_SLOWDOWN = 4;
/** Event Timing's smallest reportable duration. */
export const EVENT_TIMING_FLOOR_MS = 16;
/** Pause between keystrokes, longer than a slow keystroke takes, so each is its own interaction. */
const KEY_PAUSE_MS = 150;
/** Time after the last keystroke for its entries to be delivered. */
const SETTLE_MS = 500;

/** The text fields a form shows (the inputs a plain form would need to match it); files, choices and hidden inputs aside. */
export const TEXT_FIELDS_SELECTOR = 'input[type="text"]:visible, input[type="number"]:visible, input[type="tel"]:visible, input[type="email"]:visible, input:not([type]):visible, textarea:visible';

/** The Event Timing fields read here (not yet in TypeScript's DOM library). */
interface EventEntry extends PerformanceEntry {
  interactionId?: number;
}

interface KeystrokeWindow {
  benchKeystrokes?: { observer: PerformanceObserver; longest: Record<number, number> };
}

/**
 * Types `text` into the field `selector` names (emptied first) at {@link CPU_SLOWDOWN}x CPU and resolves to
 * one latency per keystroke, in ms.
 */
export async function keystrokeLatencies(page: Page, selector: string, text: string): Promise<number[]> {
  const field = page.locator(selector);
  await field.fill('');
  await field.focus();
  await page.evaluate(() => {
    const own = window as KeystrokeWindow;
    own.benchKeystrokes?.observer.disconnect();
    const longest: Record<number, number> = {};
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as EventEntry[]) {
        if (!entry.interactionId) continue;
        longest[entry.interactionId] = Math.max(longest[entry.interactionId] ?? 0, entry.duration);
      }
    });
    observer.observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
    own.benchKeystrokes = { observer, longest };
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await page.keyboard.type(text, { delay: KEY_PAUSE_MS });
    await page.waitForTimeout(SETTLE_MS);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
  const observed = await page.evaluate(() => {
    const own = window as KeystrokeWindow;
    own.benchKeystrokes?.observer.disconnect();
    return Object.values(own.benchKeystrokes?.longest ?? {});
  });
  return withUnobservedKeystrokes(observed, text.length);
}

/**
 * The latencies of `keystrokes` keystrokes of which `observed` were reported: the rest took under the Event
 * Timing floor and count as {@link EVENT_TIMING_FLOOR_MS}. More entries than keystrokes (an interaction of
 * the page's own) keep only the keystrokes' count, longest first.
 */
export function withUnobservedKeystrokes(observed: readonly number[], keystrokes: number): number[] {
  const longestFirst = [...observed].sort((a, b) => b - a).slice(0, keystrokes);
  return [...longestFirst, ...Array<number>(keystrokes - longestFirst.length).fill(EVENT_TIMING_FLOOR_MS)];
}
