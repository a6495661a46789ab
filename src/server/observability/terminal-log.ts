/**
 * The log for a person at a terminal (`npm start` with stdout on a TTY): each of pino's JSON lines written as
 * one short line of text, `12:04:31.027 POST order.tempSave 200 000000 3.1 ms`. Anything else (a log pipeline,
 * a file, a pipe) gets the JSON lines themselves. The JSON is already redacted: this only reshapes it.
 */

/** pino's numeric levels and their names. */
const LEVELS: Readonly<Record<number, string>> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** One JSON log line as text; a line that is not JSON is kept as it is. */
export function readableLogLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.trimEnd();
  }
  const { level, time, msg, instance: _instance, reqId, ...rest } = entry;
  const at = typeof time === 'number' ? new Date(time).toISOString().slice(11, 23) : '';
  if (msg === 'request') {
    const { method, endpoint, status, tipCode, durationMs } = rest;
    return [at, method, endpoint, status, tipCode, `${String(durationMs)} ms`].filter((part) => part !== '' && part !== undefined).join(' ');
  }
  const details = Object.keys(rest).length > 0 ? ` ${JSON.stringify(rest)}` : '';
  return `${at} ${LEVELS[Number(level)] ?? String(level)} ${String(msg ?? '')}${reqId === undefined ? '' : ` (${String(reqId)})`}${details}`;
}

/** A pino destination writing {@link readableLogLine}s to `out`. */
export function terminalLogStream(out: NodeJS.WritableStream): { write(line: string): void } {
  return {
    write(line) {
      out.write(`${readableLogLine(line)}\n`);
    },
  };
}
