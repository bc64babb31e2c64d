// The server's log: one JSON object a line (pino), with secrets withheld wherever they sit in what
// is logged, and errors passed through loggableError first so a failed query's values never reach it.
import pino, { type DestinationStream } from 'pino';
import { loggableError } from '../loggable-error';

/** The levels LOG_LEVEL may name, most to least severe; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LogMethod {
  /** Structured fields first, then a fixed message: `log.error({ err, paymentId }, 'the gateway failed')`. */
  (fields: object, message?: string): void;
  (message: string): void;
}

/** What the server needs of a logger; pino's Logger is one. */
export interface Logger {
  debug: LogMethod;
  info: LogMethod;
  warn: LogMethod;
  error: LogMethod;
  /** A logger that adds these fields to every line (the request id, for one request). */
  child(bindings: Record<string, unknown>): Logger;
  /** Whether a line at this level would be written. */
  isLevelEnabled(level: LogLevel): boolean;
}

export interface LoggerOptions {
  readonly level: LogLevel;
  /** Where the lines go; standard output unless a test keeps them. */
  readonly destination?: DestinationStream;
}

/** Fields whose values are secret or personal, withheld at the top level and two levels down. */
export const REDACTED_KEYS = [
  'password',
  'passwordConfirmation',
  'currentPassword',
  'newPassword',
  'newPasswordConfirmation',
  'passwordHash',
  'hash',
  'token',
  'idToken',
  'accessToken',
  'refreshToken',
  'sessionToken',
  'code',
  'resetCode',
  'secretKey',
  'email',
  'phone',
  'authorization',
  'cookie',
  'set-cookie',
] as const;

export const CENSOR = '[redacted]';

// pino paths have no "any depth" wildcard: `*.key` is one level down, `*.*.key` two
// (`req.headers.authorization`, `body.address.phone`, `items[0].email`).
const redactedPaths = REDACTED_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);

/**
 * An error as a log field. Every `code` field is withheld (reset codes), so the error's own code
 * (SQLSTATE 23505, ECONNREFUSED, an ApiError's key) is kept as `errorCode`.
 */
function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(loggableError(error) as Error) as unknown;
  if (typeof serialized !== 'object' || serialized === null || !('code' in serialized)) return serialized;
  const { code, ...rest } = serialized as Record<string, unknown>;
  return { ...rest, errorCode: code };
}

export function createLogger({ level, destination }: LoggerOptions): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: { paths: redactedPaths, censor: CENSOR },
    serializers: { err: serializeError, error: serializeError },
    formatters: { level: (label) => ({ level: label }) },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  // Written synchronously: lines keep their order with the console's start-up line and are not
  // lost when the process exits right after logging (a failed start, a shutdown that timed out).
  return pino(options, destination ?? pino.destination({ dest: 1, sync: true }));
}
