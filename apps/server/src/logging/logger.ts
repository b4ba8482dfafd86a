import { setOwn } from '@confab/core/entities';
import { logLevels, type LogLevel } from './log-level.ts';
import { redact } from './redact.ts';

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug: (message: string, fields?: LogFields) => void;
  info: (message: string, fields?: LogFields) => void;
  warn: (message: string, fields?: LogFields) => void;
  error: (message: string, fields?: LogFields) => void;
}

/** Receives each finished line; tests pass their own to read what would have been written. */
export type LogSink = (line: string, level: LogLevel) => void;

/** Warnings and errors go to stderr so that stdout stays readable (the start line is parsed there). */
const processSink: LogSink = (line, level) => {
  const stream = level === 'warn' || level === 'error' ? process.stderr : process.stdout;
  stream.write(`${line}\n`);
};

export interface LoggerOptions {
  level: LogLevel;
  sink?: LogSink;
  now?: () => Date;
}

/** One JSON object per line: time, level, msg, then the redacted fields. */
export function createLogger({ level, sink = processSink, now = () => new Date() }: LoggerOptions): Logger {
  const threshold = logLevels.indexOf(level);
  const write =
    (lineLevel: LogLevel) =>
    (message: string, fields: LogFields = {}) => {
      if (logLevels.indexOf(lineLevel) < threshold) return;
      const line: LogFields = { time: now().toISOString(), level: lineLevel, msg: redact(message) };
      // The three leading names are reserved: a field cannot overwrite them.
      for (const [name, value] of Object.entries(redact(fields) as LogFields)) {
        if (!Object.hasOwn(line, name)) setOwn(line, name, value);
      }
      sink(JSON.stringify(line), lineLevel);
    };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

/** For tests and tools that must not print. */
export const silentLogger: Logger = createLogger({ level: 'error', sink: () => undefined });
