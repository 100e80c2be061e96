/**
 * JSON logs through pino; human-readable when stdout is a terminal. Every line written while a request is served
 * carries that request's `requestId` (the id answered in `X-Request-Id`), whichever module logs it: the
 * id comes from the request's async scope (request-context.ts), not from a logger passed down.
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './request-context';

export type { Logger };

/** Creates the process logger at `level` ('silent' in tests); `destination` replaces stdout (tests read the lines). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const pretty = !destination && process.stdout.isTTY && level !== 'silent';
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    transport: pretty ? { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } : undefined,
  };
  return destination ? pino(options, destination) : pino(options);
}
