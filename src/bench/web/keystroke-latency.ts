/**
 * Keystroke to next paint, as a phone's CPU feels it: the CPU slowed fourfold (CDP
 * `Emulation.setCPUThrottlingRate` 4), characters typed one by one into a text field, and each keystroke's
 * latency read from the page's own Event Timing (a PerformanceObserver on `event` entries with
 * `durationThreshold: 16`, the longest entry of each interaction). A keystroke with no entry took under
 * 16 ms, the smallest duration Event Timing reports, and is counted as 16 ms.
 *
 * Event Timing rounds each duration to 8 ms and ends it at the next paint, so a keystroke's latency moves by
 * whole frames: beside it, the main thread's CPU time over the typing (CDP `Performance.getMetrics`'
 * `TaskDuration` in thread ticks: script, style, layout and paint of every task, none of the time the thread
 * waited for a core or was held back by the throttling) divided by the keystrokes, a figure with no frame steps
 * that a busy shared machine barely moves.
 */
import type { CDPSession, Page } from 'playwright-core';

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

/** One round of typing into one field. */
export interface TypingRound {
  /** One keystroke-to-next-paint latency per keystroke, in ms. */
  latencies: number[];
  /** The main thread's CPU time from the first keystroke to the end of the settling time, per keystroke, in ms. */
  mainThreadMsPerKey: number;
}

/** The main thread's CPU time so far, in ms, from a CDP session whose Performance domain counts thread ticks. */
async function mainThreadMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const taskSeconds = metrics.find((metric) => metric.name === 'TaskDuration')?.value;
  if (taskSeconds === undefined) throw new Error('Chromium reported no TaskDuration metric');
  return taskSeconds * 1000;
}

/**
 * Types `text` into the field `selector` names (emptied first, then tapped) at {@link CPU_SLOWDOWN}x CPU and resolves to
 * one latency per keystroke and the main thread's CPU time per keystroke, in ms.
 */
export async function typeAndMeasure(page: Page, selector: string, text: string): Promise<TypingRound> {
  const field = page.locator(selector);
  await field.fill('');
  // Tapped, as a phone user starts typing: the pointer then rests on the field on every page measured, so
  // Chromium's hover update after each keystroke's layout (a hit test) costs each page the same; a page
  // reached by clicks elsewhere (the storefront's earlier steps) would otherwise pay it alone.
  await field.tap();
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
  let cpuMs: number;
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    const before = await mainThreadMs(cdp);
    await page.keyboard.type(text, { delay: KEY_PAUSE_MS });
    await page.waitForTimeout(SETTLE_MS);
    cpuMs = (await mainThreadMs(cdp)) - before;
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Performance.disable');
    await cdp.detach();
  }
  const observed = await page.evaluate(() => {
    const own = window as KeystrokeWindow;
    own.benchKeystrokes?.observer.disconnect();
    return Object.values(own.benchKeystrokes?.longest ?? {});
  });
  return { latencies: withUnobservedKeystrokes(observed, text.length), mainThreadMsPerKey: cpuMs / text.length };
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
