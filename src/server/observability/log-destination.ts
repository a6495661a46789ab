/**
 * Where the gateway's JSON log lines go when no stream is given: standard output, written once per turn of
 * the event loop. pino's default destination writes each line (or the few that queued meanwhile) with an
 * asynchronous `fs.write`, a trip through libuv's thread pool and back per write; measured under the bench's
 * load that was about 11 µs of CPU per signed call, some 9 % of the calculator's, against under 3 µs for making
 * the line itself (docs/decisions/010-gateway-hot-path.md, sixth session). Here the lines of one turn (every
 * request answered in it) are joined and written in one `fs.writeSync` from a `setImmediate`, so a line waits
 * only for the end of the turn that logged it, never for more lines or a timer, and nothing is in flight
 * anywhere: what was not written yet is in this process's memory, keeps the process running until it is out, and
 * is written at exit (process.exit) too.
 *
 * A full pipe on a non-blocking descriptor (EAGAIN) keeps the text in memory and tries again shortly, so a slow
 * log reader never blocks the gateway; on a blocking descriptor the write waits for the reader, as
 * `process.stdout` does on Linux. A reader that is gone (EPIPE) or a descriptor that is not open drops the text:
 * a log that cannot be written must not stop answers.
 */
import { writeSync } from 'node:fs';

/** A pino destination: the one method pino calls with each line. */
export interface LineDestination {
  write(line: string): void;
  /** Writes what is held now (pino's `logger.flush()`); `done` is called after it. */
  flush(done?: (error?: Error) => void): void;
}

/** How long a write waits after the reader's pipe was full before it tries again. */
const FULL_PIPE_RETRY_MS = 10;
/**
 * At exit no later turn comes, so a full pipe is waited for in place, {@link FULL_PIPE_RETRY_MS} at a time, for up
 * to this long in all: a reader that takes nothing for so long is gone, and the process must still end.
 */
const EXIT_WAIT_MS = 10_000;

/** Blocks this thread for `ms` (at exit only, where nothing else can run). */
function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * A destination writing to file descriptor `fd` once per event-loop turn, flushed at the process's exit.
 * Make one per descriptor: each holds its own text and exit hook.
 */
export function turnBatchedDestination(fd: number): LineDestination {
  /** Lines logged since the last write, joined. */
  let held = '';
  /** Bytes of an earlier write the descriptor did not take (a partial write or a full pipe), written first. */
  let carried: Buffer | null = null;
  let scheduled = false;

  /** Writes what it can now; answers whether text is still held (the pipe was full). */
  const writeHeld = (): boolean => {
    if (held !== '') {
      const text = Buffer.from(held, 'utf8');
      held = '';
      carried = carried ? Buffer.concat([carried, text]) : text;
    }
    while (carried) {
      try {
        const written = writeSync(fd, carried);
        carried = written >= carried.length ? null : carried.subarray(written);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EAGAIN') return true;
        carried = null;
      }
    }
    return false;
  };

  const writeLater = (): void => {
    scheduled = false;
    if (writeHeld()) {
      // Not unref'd: like a write in flight, held lines keep the process until they are out.
      scheduled = true;
      setTimeout(writeLater, FULL_PIPE_RETRY_MS);
    }
  };

  process.on('exit', () => {
    for (let waited = 0; writeHeld() && waited < EXIT_WAIT_MS; waited += FULL_PIPE_RETRY_MS) sleepSync(FULL_PIPE_RETRY_MS);
  });

  return {
    write(line) {
      held += line;
      if (scheduled) return;
      scheduled = true;
      setImmediate(writeLater);
    },
    flush(done) {
      writeHeld();
      done?.();
    },
  };
}
