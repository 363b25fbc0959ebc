import { errorFields, type Logger } from './logger';

/**
 * Work that must not hold up (or time) the answer: the mails of a password reset or a sign-up
 * are written after the answer has gone, so an address with an account answers as fast as one
 * without. Failures are logged; `settled()` waits for what is still running (shutdown, tests).
 */
export function createBackgroundTasks(logger: Logger) {
  const running = new Set<Promise<void>>();
  return {
    run(label: string, work: () => Promise<unknown>): void {
      const task = (async () => {
        // Starts after the current request's answer is on its way.
        await new Promise((resolve) => setImmediate(resolve));
        await work();
      })()
        .catch((error: unknown) => logger.error('background work failed', { task: label, ...errorFields(error) }))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async settled(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
