import { describe, expect, it } from 'vitest'
import { stopInOrder } from './stopInOrder'

describe('stopInOrder', () => {
  it('runs every step in order and resolves when all finish', async () => {
    const ran: string[] = []
    await stopInOrder([
      ['a', async () => ran.push('a')],
      ['never started', undefined],
      ['b', async () => ran.push('b')],
    ])
    expect(ran).toEqual(['a', 'b'])
  })

  it('runs the steps after one that fails or hangs, then names those', async () => {
    const ran: string[] = []
    const outcome = stopInOrder(
      [
        ['the page', async () => ran.push('page')],
        ['the browser', () => new Promise<void>(() => {})], // never settles
        [
          'the gateway',
          async () => {
            throw new Error('port busy')
          },
        ],
        ['the chain', async () => ran.push('chain')],
      ],
      50,
    )
    await expect(outcome).rejects.toThrow(
      'Teardown: the browser did not finish within 50 ms; the gateway failed: port busy',
    )
    expect(ran).toEqual(['page', 'chain'])
  })
})
