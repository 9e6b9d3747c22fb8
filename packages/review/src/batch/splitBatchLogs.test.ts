import { type Address, encodeAbiParameters, type Hex, pad, toEventSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import { type BatchLog, splitBatchLogs } from './splitBatchLogs'

const safe: Address = '0x1111111111111111111111111111111111111111'
const token: Address = '0x2222222222222222222222222222222222222222'
const hashA = pad('0xa1')
const hashB = pad('0xb2')
const success = toEventSelector('ExecutionSuccess(bytes32,uint256)')
const failure = toEventSelector('ExecutionFailure(bytes32,uint256)')
const payment = encodeAbiParameters([{ type: 'uint256' }], [0n])

/** 1.4.x: the hash is topic 1. */
const indexed = (topic: Hex, hash: Hex): BatchLog => ({
  address: safe,
  topics: [topic, hash],
  data: payment,
})
/** 1.3.0: the hash is the first data word. */
const unindexed = (topic: Hex, hash: Hex): BatchLog => ({
  address: safe,
  topics: [topic],
  data: encodeAbiParameters([{ type: 'bytes32' }, { type: 'uint256' }], [hash, 0n]),
})
const transfer: BatchLog = { address: token, topics: [pad('0x01')], data: '0x' }

describe('splitBatchLogs', () => {
  it('gives each transaction the logs up to its own event, both event layouts', () => {
    for (const event of [indexed, unindexed]) {
      expect(
        splitBatchLogs({
          safe,
          safeTxHashes: [hashA, hashB],
          logs: [transfer, event(success, hashA), transfer, transfer, event(failure, hashB)],
        }),
      ).toEqual([
        { safeTxHash: hashA, outcome: 'success', start: 0, end: 2 },
        { safeTxHash: hashB, outcome: 'execution-failure', start: 2, end: 5 },
      ])
    }
  })

  it('marks a transaction and all after it missing when its event is absent or names another hash', () => {
    expect(
      splitBatchLogs({ safe, safeTxHashes: [hashA, hashB], logs: [indexed(success, hashB)] }),
    ).toEqual([
      { safeTxHash: hashA, outcome: 'missing', start: 1, end: 1 },
      { safeTxHash: hashB, outcome: 'missing', start: 1, end: 1 },
    ])
    expect(splitBatchLogs({ safe, safeTxHashes: [hashA], logs: [transfer] })).toEqual([
      { safeTxHash: hashA, outcome: 'missing', start: 1, end: 1 },
    ])
  })

  it('ignores the same events from another contract', () => {
    const other = { ...indexed(success, hashA), address: token }
    expect(splitBatchLogs({ safe, safeTxHashes: [hashA], logs: [other] })[0]?.outcome).toBe(
      'missing',
    )
  })
})
