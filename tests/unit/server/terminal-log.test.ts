/** The request log as a person at a terminal reads it (src/server/observability/terminal-log.ts). */
import { describe, expect, it } from 'vitest';
import { readableLogLine } from '../../../src/server/observability/terminal-log.js';

describe('the terminal log', () => {
  it('writes a request line as method, endpoint, status, tipCode and duration', () => {
    const line = JSON.stringify({
      level: 30, time: Date.UTC(2026, 10, 29, 12, 4, 31, 27), instance: 'host:1', reqId: 'r1',
      endpoint: 'order.tempSave', method: 'POST', status: 200, tipCode: '000000', durationMs: 3.1, msg: 'request',
    });
    expect(readableLogLine(line)).toBe('12:04:31.027 POST order.tempSave 200 000000 3.1 ms');
  });

  it('writes other lines with their level, message, request id and the rest of their fields', () => {
    const line = JSON.stringify({ level: 50, time: Date.UTC(2026, 10, 29, 0, 0, 0, 0), instance: 'host:1', reqId: 'r2', err: { type: 'Error' }, msg: 'unexpected gateway error' });
    expect(readableLogLine(line)).toBe('00:00:00.000 ERROR unexpected gateway error (r2) {"err":{"type":"Error"}}');
    expect(readableLogLine('not json\n')).toBe('not json');
  });
});
