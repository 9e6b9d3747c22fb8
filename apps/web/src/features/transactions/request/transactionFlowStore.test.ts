import { describe, expect, it } from 'vitest'
import {
  closeTransactionFlow,
  FlowRejectedError,
  getActiveFlow,
  getWaitingFlowCount,
  openTransactionFlow,
} from './transactionFlowStore'

const call = { to: '0x9641d764fc13c8B624c04430C7356C1C7C8102e2', value: '0', data: '0x' } as const

describe('transactionFlowStore', () => {
  it('resolves the opener with the safeTxHash', async () => {
    const opened = openTransactionFlow({ kind: 'calls', txs: [call] })
    const flow = getActiveFlow()
    expect(flow?.request).toEqual({ kind: 'calls', txs: [call] })
    flow?.resolve({ safeTxHash: `0x${'ab'.repeat(32)}` })
    await expect(opened).resolves.toEqual({ safeTxHash: `0x${'ab'.repeat(32)}` })
    expect(getActiveFlow()).toBeNull()
  })

  it('rejects when the user closes the dialog', async () => {
    const opened = openTransactionFlow({ kind: 'send' })
    closeTransactionFlow()
    await expect(opened).rejects.toBeInstanceOf(FlowRejectedError)
    expect(getActiveFlow()).toBeNull()
  })

  it('queues a request that arrives while a dialog is open instead of replacing it', async () => {
    const first = openTransactionFlow({ kind: 'send' })
    const second = openTransactionFlow({ kind: 'threshold' })
    const third = openTransactionFlow({ kind: 'calls', txs: [call] })
    // What the user is looking at stays on screen; the others wait in order.
    expect(getActiveFlow()?.request.kind).toBe('send')
    expect(getWaitingFlowCount()).toBe(2)
    closeTransactionFlow()
    await expect(first).rejects.toBeInstanceOf(FlowRejectedError)
    expect(getActiveFlow()?.request.kind).toBe('threshold')
    getActiveFlow()?.resolve({ safeTxHash: `0x${'cd'.repeat(32)}` })
    await expect(second).resolves.toEqual({ safeTxHash: `0x${'cd'.repeat(32)}` })
    expect(getActiveFlow()?.request.kind).toBe('calls')
    expect(getWaitingFlowCount()).toBe(0)
    closeTransactionFlow()
    await expect(third).rejects.toBeInstanceOf(FlowRejectedError)
    expect(getActiveFlow()).toBeNull()
  })

  it('refuses an empty batch like the Safe Apps SDK does', async () => {
    await expect(openTransactionFlow({ kind: 'calls', txs: [] })).rejects.toThrow(
      'No transactions were passed',
    )
    expect(getActiveFlow()).toBeNull()
  })
})
