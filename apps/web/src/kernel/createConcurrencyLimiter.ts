/** Runs `task` when a slot is free; `signal` withdraws it while it still waits for one. */
export type ConcurrencyLimiter = <T>(task: () => Promise<T>, signal?: AbortSignal) => Promise<T>

/**
 * A limiter letting at most `max` tasks run at once, the others waiting in order. A waiting
 * task whose signal aborts leaves the line without running (rejecting with the signal's
 * reason), so rows scrolled past before their turn cost no request.
 */
export function createConcurrencyLimiter(max: number): ConcurrencyLimiter {
  if (!Number.isInteger(max) || max < 1) throw new Error('max must be a positive integer')
  let running = 0
  const waiting: (() => void)[] = []

  const release = () => {
    running--
    waiting.shift()?.()
  }

  return <T>(task: () => Promise<T>, signal?: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', withdraw)
        running++
        // A task that throws before returning a promise must free its slot too.
        new Promise<T>((run) => run(task())).then(resolve, reject).finally(release)
      }
      function withdraw() {
        const index = waiting.indexOf(start)
        if (index >= 0) waiting.splice(index, 1)
        reject(signal?.reason)
      }
      if (signal?.aborted) return reject(signal.reason)
      if (running < max) return start()
      waiting.push(start)
      signal?.addEventListener('abort', withdraw, { once: true })
    })
}
