import { erc20Abi, erc721Abi } from '@assent/core'
import { type Address, getAddress, keccak256, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { encodeEventLog } from '../testing/encodeEventLog'
import { decodeTransferLogs } from './decodeTransferLogs'
import type { RawLog } from './rpcLogs'

const SAFE = getAddress('0x1dcae246787fe93cc4c57faa9c0a4f83c5113fb4')
const OTHER_SAFE = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')
const STRANGER = getAddress('0x90f79bf6eb2c4f870365e785982e1f101e93b906')
const TOKEN = getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3')
const TX = keccak256(toHex('transfer tx'))
const safes = new Set([SAFE, OTHER_SAFE])
const timestampOf = (block: number) => block * 1000

const erc20 = (from: Address, to: Address, value: bigint, logIndex = 0) =>
  encodeEventLog(
    erc20Abi,
    'Transfer',
    { from, to, value },
    {
      address: TOKEN,
      blockNumber: 12n,
      transactionHash: TX,
      logIndex,
    },
  )

describe('decodeTransferLogs', () => {
  it('reads an ERC-20 transfer into a Safe: amount from data, incoming', () => {
    const [record, ...rest] = decodeTransferLogs(
      [erc20(STRANGER, SAFE, 1_500n, 3)],
      safes,
      timestampOf,
    )
    expect(rest).toEqual([])
    expect(record).toEqual({
      txHash: TX,
      logIndex: 3,
      blockNumber: 12,
      timestamp: 12_000,
      tokenAddress: TOKEN,
      type: 'ERC20',
      from: STRANGER,
      to: SAFE,
      value: '1500',
      tokenId: null,
      safe: SAFE,
      direction: 'INCOMING',
    })
  })

  it('reads an ERC-721 transfer out of a Safe: token id from the fourth topic, value 1', () => {
    const log = encodeEventLog(
      erc721Abi,
      'Transfer',
      { from: SAFE, to: STRANGER, tokenId: 42n },
      { address: TOKEN, blockNumber: 9n, transactionHash: TX, logIndex: 1 },
    )
    expect(log.topics).toHaveLength(4)
    expect(decodeTransferLogs([log], safes, timestampOf)).toEqual([
      expect.objectContaining({
        type: 'ERC721',
        tokenId: '42',
        value: '1',
        from: SAFE,
        to: STRANGER,
        safe: SAFE,
        direction: 'OUTGOING',
        blockNumber: 9,
        timestamp: 9_000,
      }),
    ])
  })

  it('gives a transfer between two known Safes one row each, a self-transfer one row', () => {
    const between = decodeTransferLogs([erc20(SAFE, OTHER_SAFE, 7n)], safes, timestampOf)
    expect(between.map((r) => [r.safe, r.direction, r.value])).toEqual([
      [OTHER_SAFE, 'INCOMING', '7'],
      [SAFE, 'OUTGOING', '7'],
    ])
    const self = decodeTransferLogs([erc20(SAFE, SAFE, 7n)], safes, timestampOf)
    expect(self.map((r) => [r.safe, r.direction])).toEqual([[SAFE, 'INCOMING']])
  })

  it('skips transfers touching no known Safe and logs of neither token shape', () => {
    const unrelated = erc20(STRANGER, TOKEN, 1n)
    const noAmount: RawLog = { ...erc20(STRANGER, SAFE, 1n), data: '0x' }
    const noTopics: RawLog = { ...erc20(STRANGER, SAFE, 1n), topics: [] }
    expect(decodeTransferLogs([unrelated, noAmount, noTopics], safes, timestampOf)).toEqual([])
  })
})
