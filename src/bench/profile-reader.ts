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
  });
  const busy = all - idle;
  console.log(`${file}: ${(all / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (${((100 * busy) / all).toFixed(0)} %)`);
  printTop('self time by file (% of busy)', byFile, busy, top);
  printTop('self time by function (% of busy)', byFunction, busy, top);
  printTop('inclusive time by function (% of busy)', inclusive, busy, top);
}

main();
