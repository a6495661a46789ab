/**
 * The gateway's logger settings (Fastify's pino): JSON lines for a log pipeline, each carrying the instance
 * id, and nothing personal. The request line itself (./request-observer.ts) names no caller data; the
 * redaction and serializers here keep it out of every other line too (an unexpected error's log, a line a
 * future change adds): headers, bodies, queries and the fields that hold phones, names, ID numbers, codes,
 * tokens and signatures are replaced by `[redacted]`, and an error is logged without the data it carries.
 */
import { hostname } from 'node:os';
import type { FastifyServerOptions } from 'fastify';
import { turnBatchedDestination, type LineDestination } from './log-destination.js';

/** The id of this gateway process in every log line: the machine and the process. */
export const INSTANCE_ID = `${hostname()}:${process.pid}`;

/** Fields that may hold personal data or secrets, wherever a log line carries them (one level deep). */
const PERSONAL_FIELDS = [
  'phone', 'mobile', 'areaCode', 'name', 'firstName', 'lastName', 'fullName', 'idNo', 'idNumber', 'idCard', 'certNo',
  'email', 'address', 'birthday', 'smsCode', 'code', 'password', 'token', 'sign', 'signature', 'secret', 'k',
];
/** Whole parts of requests, responses and errors that are never logged. */
const PERSONAL_PARTS = [
  'headers', 'body', 'payload', 'query', 'params', 'rawBody', 'formData', 'form_data',
  'req.headers', 'req.body', 'req.query', 'req.params', 'res.headers', 'err.data', 'err.params', 'err.detail',
];

/** What a request is logged as by Fastify itself: its method and path, without the query or the caller's address. */
function requestSerializer(request: { method?: string; url?: string }): Record<string, unknown> {
  return { method: request.method, path: request.url?.split('?')[0] };
}

/**
 * An error without its attached data (a pg error's `detail` quotes row values; a refusal carries the fields). Its
 * code (SQLITE_BUSY, a pg SQLSTATE) is `errorCode`: a field named `code` is redacted as a possible SMS code.
 */
function errorSerializer(error: Error & { code?: unknown }): { type: string; message: string; stack: string; errorCode: unknown } {
  return { type: error.name, errorCode: error.code, message: error.message, stack: error.stack ?? '' };
}

const PERSONAL_FIELD_SET: ReadonlySet<string> = new Set(PERSONAL_FIELDS);
const CENSOR = '[redacted]';

/**
 * The personal fields one level down (`{ user: { phone } }`), censored in a copy. pino's wildcard redact paths
 * (`*.phone`) would do the same at about 8 µs a line, some 6 % of a signed call's CPU; this loop costs a
 * fraction of a microsecond on the request line, whose values are all plain.
 */
function censorNestedFields(object: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | null = null;
  for (const key of Object.keys(object)) {
    const value = object[key];
    if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof Error) continue;
    const inner = value as Record<string, unknown>;
    const personal = Object.keys(inner).filter((field) => PERSONAL_FIELD_SET.has(field));
    if (personal.length === 0) continue;
    copy ??= { ...object };
    copy[key] = { ...inner, ...Object.fromEntries(personal.map((field) => [field, CENSOR])) };
  }
  return copy ?? object;
}

/** Standard output's one destination, shared by every gateway of the process so their lines keep their order. */
let standardOutput: LineDestination | null = null;

/**
 * Fastify's logger option for a gateway logging at `level` (pino levels: fatal ... trace, or silent): to `extra`'s
 * stream when it names one, else to standard output written once per event-loop turn (./log-destination.ts).
 */
export function gatewayLoggerOptions(level: string, extra: Record<string, unknown> = {}): NonNullable<FastifyServerOptions['logger']> {
  const stream = (extra.stream as Pick<LineDestination, 'write'> | undefined) ?? (standardOutput ??= turnBatchedDestination(1));
  return {
    level,
    base: { instance: INSTANCE_ID },
    redact: { paths: [...PERSONAL_PARTS, ...PERSONAL_FIELDS], censor: CENSOR },
    formatters: { log: censorNestedFields },
    serializers: { req: requestSerializer, err: errorSerializer },
    ...extra,
    stream,
  };
}
