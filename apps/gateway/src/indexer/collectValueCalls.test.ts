import { type Address, getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  TRACED_LOG_INDEX_BASE,
  toTracedTransfer,
  valueCallsOfCallTracer,
  valueCallsOfParityTraces,
} from './collectValueCalls'

const safe = getAddress('0x00000000000000000000000000000000000000aa')
const payer = getAddress('0x00000000000000000000000000000000000000bb')
const other = getAddress('0x00000000000000000000000000000000000000cc')
const tx = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const watched = new Set<Address>([safe])

describe('valueCallsOfCallTracer', () => {
  it('finds value CALLs into a watched Safe at any depth, skipping reverted subtrees', () => {
    const calls = valueCallsOfCallTracer(
      7,
      [
        { txHash: tx(1), result: { type: 'CALL', from: payer, to: safe, value: '0x10' } },
        {
          txHash: tx(2),
          result: {
            type: 'CALL',
            from: other,
            to: payer,
            value: '0x0',
            calls: [
              { type: 'DELEGATECALL', from: payer, to: safe, value: '0x5' },
              { type: 'CALL', from: payer, to: safe, value: '0x0' },
              {
                type: 'CALL',
                from: payer,
                to: other,
                error: 'execution reverted',
                calls: [{ type: 'CALL', from: other, to: safe, value: '0x9' }],
              },
              { type: 'CALL', from: payer, to: safe.toLowerCase(), value: '0x7' },
            ],
          },
        },
      ],
      watched,
    )
    expect(calls).toEqual([
      {
        blockNumber: 7,
        txHash: tx(1),
        txPosition: 0,
        ordinal: 0,
        from: payer,
        to: safe,
        value: 16n,
      },
      {
        blockNumber: 7,
        txHash: tx(2),
        txPosition: 1,
        ordinal: 5,
        from: payer,
        to: safe,
        value: 7n,
      },
    ])
  })
})

describe('valueCallsOfParityTraces', () => {
  it('keeps a call only when nothing above it failed', () => {
    const base = { blockNumber: 9, transactionHash: tx(3), transactionPosition: 2, type: 'call' }
    const calls = valueCallsOfParityTraces(
      [
        {
          ...base,
          action: { callType: 'call', from: other, to: payer, value: '0x0' },
          traceAddress: [],
        },
        {
          ...base,
          action: { callType: 'call', from: payer, to: safe, value: '0x3' },
          traceAddress: [0],
        },
        {
          ...base,
          action: { callType: 'call', from: payer, to: other, value: '0x0' },
          traceAddress: [1],
          error: 'Reverted',
        },
        {
          ...base,
          action: { callType: 'call', from: other, to: safe, value: '0x4' },
          traceAddress: [1, 0],
        },
        {
          ...base,
          action: { callType: 'delegatecall', from: payer, to: safe, value: '0x4' },
          traceAddress: [2],
        },
      ],
      watched,
    )
    expect(calls).toEqual([
      {
        blockNumber: 9,
        txHash: tx(3),
        txPosition: 2,
        ordinal: 1,
        from: payer,
        to: safe,
        value: 3n,
      },
    ])
  })
})

describe('toTracedTransfer', () => {
  it('makes an incoming native transfer with a log index above any real one', () => {
    const call = {
      blockNumber: 9,
      txHash: tx(3),
      txPosition: 2,
      ordinal: 1,
      from: payer,
      to: safe,
      value: 3n,
    }
    expect(toTracedTransfer(call, 1000)).toMatchObject({
      safe,
      type: 'NATIVE_COIN',
      direction: 'INCOMING',
      value: '3',
      logIndex: TRACED_LOG_INDEX_BASE + 200_001,
      timestamp: 1000,
    })
  })
})
