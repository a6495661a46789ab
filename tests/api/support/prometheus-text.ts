/**
 * A reader of Prometheus' text exposition format (version 0.0.4, as documented at
 * https://prometheus.io/docs/instrumenting/exposition_formats/#text-based-format), for the tests that scrape
 * `/metrics`: prom-client writes the format but has no reader. Every line is `# HELP name text`,
 * `# TYPE name type`, or a sample `name{label="value",...} number [timestamp]`; label values escape `\`,
 * `"` and newlines. A line that fits none of these throws, so a malformed exposition fails the test.
 */

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  /** `# TYPE` of each metric family. */
  types: Map<string, string>;
  samples: Sample[];
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+-?\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*,?\s*/gy;

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  let match: RegExpExecArray | null;
  while (LABEL.lastIndex < text.length && (match = LABEL.exec(text)) !== null) {
    labels[match[1]!] = match[2]!.replace(/\\(.)/g, (_, char: string) => (char === 'n' ? '\n' : char));
  }
  if (LABEL.lastIndex !== text.length) throw new Error(`malformed labels in ${JSON.stringify(line)}`);
  return labels;
}

function parseValue(text: string, line: string): number {
  // Go's ParseFloat, which Prometheus reads values with, takes these in any case (prom-client writes `Nan`).
  const special = text.toLowerCase();
  if (special === '+inf' || special === 'inf') return Infinity;
  if (special === '-inf') return -Infinity;
  if (special === 'nan') return NaN;
  const value = Number(text);
  if (Number.isNaN(value)) throw new Error(`malformed value in ${JSON.stringify(line)}`);
  return value;
}

/** Parses an exposition; throws on a line that is not in the format. */
export function parseExposition(text: string): Exposition {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const type = /^# TYPE (\S+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      types.set(type[1]!, type[2]!);
      continue;
    }
    if (line.startsWith('# HELP ')) continue;
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`not a line of the text format: ${JSON.stringify(line)}`);
    samples.push({ name: sample[1]!, labels: sample[2] ? parseLabels(sample[2], line) : {}, value: parseValue(sample[3]!, line) });
  }
  return { types, samples };
}

/** The value of the one sample of `name` whose labels include `labels`, or undefined when there is none. */
export function sampleValue(exposition: Exposition, name: string, labels: Record<string, string> = {}): number | undefined {
  return exposition.samples.find((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))?.value;
}
