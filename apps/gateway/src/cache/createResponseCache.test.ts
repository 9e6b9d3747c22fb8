import { describe, expect, it } from 'vitest'
import { createResponseCache } from './createResponseCache'

describe('createResponseCache', () => {
  it('computes a key once and serves the serialised body afterwards', async () => {
    const cache = createResponseCache({ maxBytes: 10_000 })
    let calls = 0
    const compute = async () => ({ n: ++calls })
    expect(await cache.get('a', compute)).toBe('{"n":1}')
    expect(await cache.get('a', compute)).toBe('{"n":1}')
    expect(await cache.get('b', compute)).toBe('{"n":2}')
    expect(calls).toBe(2)
  })

  it('shares one computation between concurrent misses of a key', async () => {
    const cache = createResponseCache({ maxBytes: 10_000 })
    let calls = 0
    let release = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const compute = async () => {
      calls++
      await gate
      return [calls]
    }
    const all = Promise.all([cache.get('k', compute), cache.get('k', compute)])
    release()
    expect(await all).toEqual(['[1]', '[1]'])
    expect(calls).toBe(1)
  })

  it('does not keep failures: the next request computes again', async () => {
    const cache = createResponseCache({ maxBytes: 10_000 })
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    )
    expect(await cache.get('k', async () => 'up')).toBe('"up"')
    expect(cache.size).toBe(1)
  })

  it('drops the least recently used entries beyond maxBytes', async () => {
    const cache = createResponseCache({ maxBytes: 40 })
    const body = 'x'.repeat(8) // serialised: 10 characters
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => body)
    await cache.get('a', async () => 'recomputed') // a hit: now the most recent
    await cache.get('e', async () => body) // 50 > 40: b, the least recent, goes
    expect(cache.size).toBe(4)
    expect(await cache.get('a', async () => 'new')).toBe(`"${body}"`)
    expect(await cache.get('b', async () => 'new')).toBe('"new"')
  })

  it('does not cache a body larger than a quarter of the budget', async () => {
    const cache = createResponseCache({ maxBytes: 40 })
    await cache.get('big', async () => 'y'.repeat(20))
    expect(cache.size).toBe(0)
  })

  it('with a budget of 0 computes every time (the cache is off)', async () => {
    const cache = createResponseCache({ maxBytes: 0 })
    let calls = 0
    await cache.get('k', async () => ++calls)
    expect(await cache.get('k', async () => ++calls)).toBe('2')
    expect(cache.size).toBe(0)
  })
})
