export const logLevels = ['debug', 'info', 'warn', 'error'] as const;

export type LogLevel = (typeof logLevels)[number];

export function isLogLevel(value: string): value is LogLevel {
  return (logLevels as readonly string[]).includes(value);
}
