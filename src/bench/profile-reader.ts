/**
 * Reads a V8 `.cpuprofile` (as written by `npm run bench -- --cpu-prof <folder>`) and prints where the
 * gateway's busy time went: self time summed by source file and by function, the compiled bundle's frames
 * mapped back through its source map (node's own `SourceMap`, no package), idle and GC shown apart.
 *
 *   npx tsx src/bench/profile-reader.ts <file.cpuprofile> [--map dist-server/main.js.map] [--top 40]
 *
 * The last table is inclusive time (a function and everything it called, counted once per sample), which shows
 * what a stage of the request costs (the onSend hook, the verifier) rather than its leaves.
 * Percentages are of busy samples (all samples minus "(idle)"), the figure docs/benchmarks.md quotes.
 *
 * `--stages` adds one table of a signed call's stages ({@link STAGES}): each busy sample goes to the stage of the
 * innermost frame on its stack that names one, so the stages add up to 100 %. The COMMIT is shown apart and the
 * other stages also as shares of the busy time without it: the profiler counts the log's fsync, waited for on
 * the event loop's thread, as busy, while /proc's CPU per call (what `npm run bench` prints) does not.
 */
import { readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
}

/** Where a frame's code came from: the original source file (through the map for the bundle) and function. */
function frameLabel(frame: ProfileNode['callFrame'], map: SourceMap | undefined): { file: string; fn: string } {
  const fn = frame.functionName || '(anonymous)';
  if (!frame.url) return { file: fn.startsWith('(') ? fn : '(native)', fn };
  if (map && frame.url.endsWith('main.js')) {
    const entry = map.findEntry(frame.lineNumber, frame.columnNumber);
    if ('originalSource' in entry && entry.originalSource) {
      const file = entry.originalSource.replace(/^.*?node_modules\//, 'npm:').replace(/^(\.\.\/)+/, '');
      return { file, fn: `${fn} (${file}:${entry.originalLine + 1})` };
    }
  }
  const file = frame.url.replace(/^file:\/\//, '').replace(/^.*?node_modules\//, 'npm:');
  return { file, fn: `${fn} (${file}:${frame.lineNumber + 1})` };
}

/**
 * A signed call's stages, each named by the frames (function and source, as {@link frameLabel} prints them) that
 * belong to it. A sample goes to the first stage in this order that names a frame anywhere on its stack: the
 * order puts what runs inside other stages first (the COMMIT inside the write group, the SQL inside a handler,
 * the socket write inside the onSend hook, everything inside the body parser's callback), so each sample is
 * counted once, by what it was doing.
 */
const STAGES: ReadonlyArray<readonly [string, RegExp]> = [
  ['COMMIT (log sync, wall time)', /^commitTransaction /],
  ['response signature (ECDSA)', /^signOneShot |signing-keys\.ts/],
  ['log line (pino, its write)', /npm:pino\/|npm:sonic-boom\/|log-destination\.ts/],
  ['metrics (prom-client)', /npm:prom-client\//],
  ['socket writes', /^writev$|^writevGeneric |^Socket\._writev |^Socket\._writeGeneric /],
  ['nonce INSERT (batched)', /nonces\.repo\.ts/],
  ['session lookup', /session-guard\.ts|sessions\.repo\.ts/],
  ['SQL statements (run)', /^executeQuery \(npm:kysely\/dist\/esm\/dialect\//],
  ['SQL building, transactions (kysely, write group)', /npm:kysely\/|compiled-once\.ts|write-group\.ts|savepoint\.ts/],
  ['request HMAC check', /request-verifier\.ts|contract\/signing\.ts/],
  ['canonical JSON', /canonical-json\.ts/],
  ['payload and form validation', /src\/server\/validation\/|^validate\d*$/],
  ['handler (engine, dates, rating)', /src\/server\/orders\/|src\/engine\/|src\/server\/calendar\//],
  ['x-options parse', /request-options\.ts|request-state\.ts/],
  ['request observer (labels, timers)', /request-observer\.ts/],
  ['request id', /request-id\.ts/],
  ['onSend hook (headers, signature input)', /response-hook\.ts|security-headers\.ts|response-signing\.ts/],
  ['garbage collector', /^\(garbage collector\)$/],
  ['body parse (JSON.parse)', /body-parsers\.ts/],
];
const FRAMEWORK = 'Fastify, node:http and the rest';

function printTop(title: string, totals: Map<string, number>, busy: number, top: number): void {
  console.log(`\n${title}`);
  for (const [label, micros] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((100 * micros) / busy).toFixed(1).padStart(6)} %  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${label}`);
  }
}

function main(): void {
  const file = process.argv[2];
  if (!file) throw new Error('usage: profile-reader.ts <file.cpuprofile> [--map <main.js.map>] [--top N]');
  const mapPath = argument('--map');
  const map = mapPath ? new SourceMap(JSON.parse(readFileSync(mapPath, 'utf8')) as SourceMapPayload) : undefined;
  const top = Number(argument('--top') ?? 40);
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, frameLabel(node.callFrame, map)]));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const stageOf = new Map(profile.nodes.map((node) => {
    const label = byId.get(node.id)?.fn ?? '';
    return [node.id, STAGES.find(([, pattern]) => pattern.test(label))?.[0]];
  }));
  const stages = new Map<string, number>();
  let idle = 0;
  let all = 0;
  profile.samples.forEach((id, index) => {
    const micros = profile.timeDeltas[index] ?? 0;
    const label = byId.get(id);
    all += micros;
    if (!label || label.fn === '(idle)') { idle += micros; return; }
    byFile.set(label.file, (byFile.get(label.file) ?? 0) + micros);
    byFunction.set(label.fn, (byFunction.get(label.fn) ?? 0) + micros);
    const onStack = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) onStack.add(byId.get(at)?.fn ?? '');
    for (const fn of onStack) inclusive.set(fn, (inclusive.get(fn) ?? 0) + micros);
    const named = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const found = stageOf.get(at);
      if (found) named.add(found);
    }
    const stage = STAGES.find(([name]) => named.has(name))?.[0];
    stages.set(stage ?? FRAMEWORK, (stages.get(stage ?? FRAMEWORK) ?? 0) + micros);
  });
  const busy = all - idle;
  console.log(`${file}: ${(all / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (${((100 * busy) / all).toFixed(0)} %)`);
  printTop('self time by file (% of busy)', byFile, busy, top);
  printTop('self time by function (% of busy)', byFunction, busy, top);
  printTop('inclusive time by function (% of busy)', inclusive, busy, top);
  if (process.argv.includes('--stages')) printStages(stages, busy);
}

/** The stage table: % of busy, and % of busy without the COMMIT's wall time (the nearer to /proc's CPU). */
function printStages(stages: Map<string, number>, busy: number): void {
  const commit = stages.get(STAGES[0]![0]) ?? 0;
  console.log('\nstages of a call (% of busy | % of busy without the COMMIT)');
  for (const [stage, micros] of [...stages].sort((a, b) => b[1] - a[1])) {
    const withoutCommit = stage === STAGES[0]![0] ? '' : `${((100 * micros) / (busy - commit)).toFixed(1).padStart(6)} %`;
    console.log(`${((100 * micros) / busy).toFixed(1).padStart(6)} %  ${withoutCommit.padStart(8)}  ${stage}`);
  }
}

main();
