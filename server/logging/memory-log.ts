// The test twin of the log: a real logger (same redaction, same serializers) whose lines are
// kept in memory, for a test to read what was logged.
import { createLogger, type LogLevel, type Logger } from './logger';

/** One logged line, parsed. */
export type LogLine = Record<string, unknown> & { level: string; msg?: string };

export interface MemoryLog {
  readonly logger: Logger;
  /** Every line written so far, parsed. */
  lines(): LogLine[];
  /** Every line written so far, exactly as it would have reached standard output. */
  text(): string;
}

export function memoryLog(level: LogLevel = 'debug'): MemoryLog {
  const written: string[] = [];
  const logger = createLogger({ level, destination: { write: (line: string) => void written.push(line) } });
  return {
    logger,
    lines: () => written.map((line) => JSON.parse(line) as LogLine),
    text: () => written.join(''),
  };
}

/** A logger that writes nothing: the default of test servers, so test output stays readable. */
export const silentLogger = (): Logger => createLogger({ level: 'silent', destination: { write: () => {} } });
