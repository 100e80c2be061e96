/** JSON logs through pino; human-readable when stdout is a terminal. */
import pino, { type Logger } from 'pino';

export type { Logger };

/** Creates the process logger at `level` ('silent' in tests). */
export function createLogger(level: string): Logger {
  const pretty = process.stdout.isTTY && level !== 'silent';
  return pino({
    level,
    base: undefined,
    transport: pretty ? { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } : undefined,
  });
}
