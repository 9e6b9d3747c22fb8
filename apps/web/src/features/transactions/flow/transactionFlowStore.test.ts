import { describe, expect, it } from 'vitest'
import {
  closeTransactionFlow,
  FlowRejectedError,
  getActiveFlow,
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

  it('rejects the previous flow when another opens', async () => {
    const first = openTransactionFlow({ kind: 'send' })
    const second = openTransactionFlow({ kind: 'threshold' })
    await expect(first).rejects.toThrow('Another transaction was opened')
    expect(getActiveFlow()?.request.kind).toBe('threshold')
    closeTransactionFlow()
    await expect(second).rejects.toBeInstanceOf(FlowRejectedError)
  })

  it('refuses an empty batch like the Safe Apps SDK does', async () => {
    await expect(openTransactionFlow({ kind: 'calls', txs: [] })).rejects.toThrow(
      'No transactions were passed',
    )
    expect(getActiveFlow()).toBeNull()
  })
})
