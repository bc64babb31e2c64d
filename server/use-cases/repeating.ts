// Background work the server repeats on a timer (the expiry sweep, the mail delivery): one run at
// a time, never keeping the process alive, a failed run logged and tried again at the next tick.

export interface Repeating {
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

/** Runs `work` every `intervalMs`, skipping a tick while the last run is still going; `onError` hears a failed run. */
export function repeatEvery(intervalMs: number, work: () => Promise<unknown>, onError: (error: unknown) => void): Repeating {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = work()
      .catch(onError)
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
