import { describe, expect, it } from 'vitest'
import { createConcurrencyLimiter } from './createConcurrencyLimiter'

/** A task that reports when it starts and finishes only when told to. */
function deferredTask(log: string[], name: string) {
  let finish: (value: string) => void = () => {}
  const task = () => {
    log.push(`start ${name}`)
    return new Promise<string>((resolve) => {
      finish = (value) => resolve(value)
    })
  }
  return { task, finish: (value = name) => finish(value) }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createConcurrencyLimiter', () => {
  it('runs at most `max` tasks at once, the rest in order as slots free up', async () => {
    const limit = createConcurrencyLimiter(2)
    const log: string[] = []
    const tasks = ['a', 'b', 'c', 'd'].map((name) => deferredTask(log, name))
    const results = tasks.map((t) => limit(t.task))
    await tick()
    expect(log).toEqual(['start a', 'start b'])
    tasks[1]?.finish()
    await tick()
    expect(log).toEqual(['start a', 'start b', 'start c'])
    tasks[0]?.finish()
    tasks[2]?.finish()
    await tick()
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d'])
    tasks[3]?.finish()
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd'])
  })

  it('frees the slot of a failed task', async () => {
    const limit = createConcurrencyLimiter(1)
    const failed = limit(() => Promise.reject(new Error('boom')))
    const next = limit(() => Promise.resolve('next'))
    await expect(failed).rejects.toThrow('boom')
    await expect(next).resolves.toBe('next')
  })

  it('frees the slot of a task that throws before returning a promise', async () => {
    const limit = createConcurrencyLimiter(1)
    const thrown = limit<string>(() => {
      throw new Error('sync')
    })
    await expect(thrown).rejects.toThrow('sync')
    await expect(limit(() => Promise.resolve('after'))).resolves.toBe('after')
  })

  it('drops a waiting task whose signal aborts, without ever running it', async () => {
    const limit = createConcurrencyLimiter(1)
    const log: string[] = []
    const first = deferredTask(log, 'first')
    const skipped = deferredTask(log, 'skipped')
    const last = deferredTask(log, 'last')
    const controller = new AbortController()
    const firstResult = limit(first.task)
    const skippedResult = limit(skipped.task, controller.signal)
    const lastResult = limit(last.task)
    controller.abort(new Error('scrolled away'))
    await expect(skippedResult).rejects.toThrow('scrolled away')
    first.finish()
    await tick()
    last.finish()
    await expect(Promise.all([firstResult, lastResult])).resolves.toEqual(['first', 'last'])
    expect(log).toEqual(['start first', 'start last'])
  })

  it('rejects at once when the signal is already aborted', async () => {
    const limit = createConcurrencyLimiter(3)
    let ran = false
    const controller = new AbortController()
    controller.abort(new Error('gone'))
    await expect(
      limit(async () => {
        ran = true
      }, controller.signal),
    ).rejects.toThrow('gone')
    expect(ran).toBe(false)
  })

  it('refuses a limit below one', () => {
    expect(() => createConcurrencyLimiter(0)).toThrow('positive integer')
  })
})
