import { describe, expect, test } from 'vitest'
import { sleep } from './sleep'

describe('sleep', () => {
  test('resolves after the delay', async () => {
    const started = performance.now()
    await sleep(20)
    expect(performance.now() - started).toBeGreaterThanOrEqual(15)
  })

  test('rejects with the reason as soon as the signal aborts', async () => {
    const controller = new AbortController()
    const started = performance.now()
    const waiting = sleep(60_000, controller.signal)
    setTimeout(() => controller.abort(new Error('stop')), 10)
    await expect(waiting).rejects.toThrow('stop')
    // Not the 60 s: a bound far below it, with room for a busy machine's late timers.
    expect(performance.now() - started).toBeLessThan(10_000)
  })

  test('rejects at once for an already aborted signal', async () => {
    await expect(sleep(60_000, AbortSignal.abort(new Error('already')))).rejects.toThrow('already')
  })
})
