import { setImmediate as nextTurn } from 'node:timers/promises'
import { expect } from 'vitest'
import type { TestServer } from './startTestServer'

/** Lets real I/O run (also under fake timers) until the server has seen `count` requests. */
export async function untilRequests(target: TestServer, count: number): Promise<void> {
  for (let turn = 0; turn < 5000 && target.requests.length < count; turn++) await nextTurn()
  expect(target.requests).toHaveLength(count)
}

/** Lets real I/O run a while, to show that nothing more happens. */
export async function settle(): Promise<void> {
  for (let turn = 0; turn < 200; turn++) await nextTurn()
}
