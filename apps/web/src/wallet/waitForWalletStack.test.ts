import { afterEach, describe, expect, it, vi } from 'vitest'
import { deferred } from '../test-utils/deferred'
import type { WalletRuntimeModule } from './loadWalletRuntime'
import { waitForWalletStack } from './waitForWalletStack'

const runtime: WalletRuntimeModule = { WalletRuntime: ({ children }) => children }

/** Whether `promise` has settled after the microtasks queued so far ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  promise.then(
    () => {
      done = true
    },
    () => {
      done = true
    },
  )
  await vi.advanceTimersByTimeAsync(0)
  return done
}

describe('waitForWalletStack', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('resolves to the runtime only once both it and the chain list are in', async () => {
    vi.useFakeTimers()
    const module = deferred<WalletRuntimeModule>()
    const chains = deferred<unknown>()
    const waiting = waitForWalletStack({ runtime: module.promise, chains: chains.promise })
    module.resolve(runtime)
    expect(await settled(waiting)).toBe(false)
    chains.resolve([])
    await expect(waiting).resolves.toBe(runtime)
  })

  it('still gives the runtime when the chain list failed: the runtime says why itself', async () => {
    const waiting = waitForWalletStack({
      runtime: Promise.resolve(runtime),
      chains: Promise.reject(new Error('gateway down')),
    })
    await expect(waiting).resolves.toBe(runtime)
  })

  it('gives up without the wallet when the runtime fails to load', async () => {
    const waiting = waitForWalletStack({
      runtime: Promise.reject(new Error('chunk failed')),
      chains: Promise.resolve([]),
    })
    await expect(waiting).resolves.toBeUndefined()
  })

  it('gives up without the wallet after maxWaitMs when the chain list hangs', async () => {
    vi.useFakeTimers()
    const waiting = waitForWalletStack({
      runtime: Promise.resolve(runtime),
      chains: new Promise(() => {}),
      maxWaitMs: 5000,
    })
    await vi.advanceTimersByTimeAsync(4999)
    expect(await settled(waiting)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(waiting).resolves.toBeUndefined()
  })
})
