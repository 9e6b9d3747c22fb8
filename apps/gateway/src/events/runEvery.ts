/**
 * Runs `tick` every `intervalMs`, each run starting only after the previous one ended (an outbox
 * reader never reads the same page twice at once). `stop()` ends the loop and waits for the run
 * in progress, so a gateway stops without a write cut in half. `tick` handles its own errors.
 */
export function runEvery(intervalMs: number, tick: () => Promise<void>): { stop(): Promise<void> } {
  let stopped = false
  let running: Promise<void> = Promise.resolve()
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    running = tick().finally(() => {
      if (!stopped) timer = setTimeout(schedule, intervalMs)
    })
  }
  timer = setTimeout(schedule, intervalMs)
  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
