/**
 * What blocks a phone's main thread while a screen starts: the screen opened in a fresh Chromium context at 4x CPU
 * throttling (the slowdown Lighthouse's mobile simulation multiplies by) with a DevTools trace running, then every
 * task of the page's main thread over 50 ms with what ran in it (which script was evaluated or called, style,
 * layout, parsing, garbage collection). Blocking time is what Lighthouse's TBT counts: each task's length over
 * 50 ms, after the first contentful paint. Task lists are less distorted by a loaded machine than Lighthouse's
 * scores: the same tasks show up, only longer.
 */
import type { Browser, CDPSession } from 'playwright-core';
import { phoneContext } from './chromium.js';
import { CPU_SLOWDOWN } from './keystroke-latency.js';
import type { MeasuredPage } from './measured-pages.js';

/** Lighthouse's threshold: a task longer than this blocks input. */
const LONG_TASK_MS = 50;
/** How long the page is traced after its screen showed, for the work that follows the first render. */
const SETTLE_MS = 3000;
const TRACE_CATEGORIES = [
  'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'toplevel', 'blink.user_timing', 'loading',
].join(',');

/** Trace events that are a piece of a task's work (not the scheduler's wrappers around it). */
const WORK = new Set([
  'EvaluateScript', 'v8.evaluateModule', 'v8.compile', 'v8.compileModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame',
  'EventDispatch', 'RunMicrotasks', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'ParseAuthorStyleSheet',
  'MajorGC', 'MinorGC', 'V8.GC_MARK_COMPACTOR', 'XHRReadyStateChange', 'ResourceReceivedData', 'HitTest', 'v8.produceModuleCache',
]);
/** Work that names the script it ran. */
const SCRIPT_WORK = ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'v8.compileModule', 'v8.compile'];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; frame?: string; type?: string } };
}

/** One long task of the main thread, in ms from navigation start. */
export interface LongTask {
  startMs: number;
  durationMs: number;
  /** What ran in it, largest first: `<kind> <script>` with its ms. */
  parts: { what: string; ms: number }[];
}

export interface BootTrace {
  firstContentfulPaintMs: number;
  longTasks: LongTask[];
  /** Sum of each task's length over 50 ms after the first contentful paint (Lighthouse's TBT, observed). */
  blockingMs: number;
}

/** The last path segment of a script address (`index-abc123.js`), or the kind of work when there is none. */
function scriptName(url: string | undefined): string {
  if (!url) return '';
  return new URL(url, 'http://x').pathname.split('/').pop() ?? url;
}

/** A readable name of a trace event that does some of a task's work. */
function describe(event: TraceEvent): string {
  const data = event.args?.data;
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluate ${scriptName(data?.url)}`;
    case 'v8.compile':
    case 'v8.compileModule':
      return `compile ${scriptName(data?.url)}`;
    case 'FunctionCall':
      return `call ${scriptName(data?.url)}${data?.functionName ? ` ${data.functionName}` : ''}`;
    case 'TimerFire':
      return 'timer';
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'EventDispatch':
      return `event ${data?.type ?? ''}`;
    case 'RunMicrotasks':
      return 'microtasks';
    default:
      return event.name;
  }
}

async function recordTrace(cdp: CDPSession, during: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (chunk) => events.push(...(chunk.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
  await during();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

/** The long tasks of the page's main thread in `events` (the renderer whose main thread ran the navigation's document). */
export function longTasksOf(events: TraceEvent[]): BootTrace {
  const navigation = events.find((event) => event.name === 'navigationStart' && event.args?.data && (event.args.data as { isLoadingMainFrame?: boolean }).isLoadingMainFrame)
    ?? events.find((event) => event.name === 'navigationStart');
  if (!navigation) throw new Error('the trace has no navigationStart');
  const onMain = (event: TraceEvent): boolean => event.pid === navigation.pid && event.tid === navigation.tid;
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && onMain(event));
  const origin = navigation.ts;
  const firstContentfulPaintMs = fcp ? (fcp.ts - origin) / 1000 : Number.NaN;
  const mainEvents = events.filter((event) => onMain(event) && event.ph === 'X' && event.dur !== undefined && event.ts >= origin);
  const tasks = mainEvents.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) / 1000 > LONG_TASK_MS);
  const longTasks = tasks.map((task): LongTask => {
    const end = task.ts + (task.dur ?? 0);
    const inside = mainEvents.filter((event) => WORK.has(event.name) && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end);
    // The outermost pieces of work of the task: each one's time once, under its most telling name.
    const outermost = inside.filter((event) => !inside.some((other) => other !== event && other.ts <= event.ts
      && other.ts + (other.dur ?? 0) >= event.ts + (event.dur ?? 0) && (other.dur ?? 0) > (event.dur ?? 0)));
    const byWhat = new Map<string, number>();
    for (const event of outermost) {
      // The script a timer, event or microtask ran is more telling than the kind of callback alone.
      const script = SCRIPT_WORK.includes(event.name) ? undefined : inside.find((other) => SCRIPT_WORK.includes(other.name)
        && other.ts >= event.ts && other.ts + (other.dur ?? 0) <= event.ts + (event.dur ?? 0) && other.args?.data?.url);
      const what = script ? `${describe(event)} > ${describe(script)}` : describe(event);
      byWhat.set(what, (byWhat.get(what) ?? 0) + (event.dur ?? 0) / 1000);
    }
    return {
      startMs: (task.ts - origin) / 1000,
      durationMs: (task.dur ?? 0) / 1000,
      parts: [...byWhat].map(([what, ms]) => ({ what, ms })).sort((a, b) => b.ms - a.ms),
    };
  });
  const blockingMs = longTasks.filter((task) => task.startMs >= firstContentfulPaintMs)
    .reduce((sum, task) => sum + task.durationMs - LONG_TASK_MS, 0);
  return { firstContentfulPaintMs, longTasks, blockingMs };
}

/** Opens `screen` at 4x CPU with a trace running and lists its main thread's long tasks until it has settled. */
export async function traceBoot(browser: Browser, origin: string, screen: MeasuredPage, storage: Record<string, string>): Promise<BootTrace> {
  const context = await phoneContext(browser, origin, storage);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const events = await recordTrace(cdp, async () => {
      await page.goto(`${origin}${screen.path}`, { waitUntil: 'load' });
      await screen.reach(page);
      await page.waitForTimeout(SETTLE_MS);
    });
    return longTasksOf(events);
  } finally {
    await context.close();
  }
}
