import {
  type Address,
  encodeAbiParameters,
  type Hex,
  keccak256,
  pad,
  toEventSelector,
  toHex,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { parseProxyCreationLogs, parseSafeLogs } from './parseSafeLogs'
import type { RawLog } from './rpcLogs'

const SAFE = '0x1dCaE246787fe93CC4c57FAA9C0a4F83C5113fB4' as Address
const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as Address
const TX_HASH = keccak256(toHex('safe tx'))

let logIndex = 0
/** A raw log as eth_getLogs returns it, numbered in creation order. */
const log = (signature: string, topics: Hex[], data: Hex): RawLog => ({
  address: SAFE,
  topics: [toEventSelector(signature), ...topics],
  data,
  blockNumber: 7n,
  blockHash: keccak256(toHex('block 7')),
  transactionHash: keccak256(toHex('tx 7')),
  transactionIndex: 0,
  logIndex: logIndex++,
  removed: false,
})

describe('parseSafeLogs', () => {
  it('decodes the 1.4.1 (indexed) and 1.3.0 (unindexed) forms of an event alike, in log order', () => {
    const payment = encodeAbiParameters([{ type: 'uint256' }], [5n])
    const logs = [
      log('AddedOwner(address)', [], encodeAbiParameters([{ type: 'address' }], [OWNER])), // 1.3.0
      log('ExecutionSuccess(bytes32,uint256)', [TX_HASH], payment), // 1.4.1
      log(
        'ExecutionSuccess(bytes32,uint256)',
        [],
        encodeAbiParameters([{ type: 'bytes32' }, { type: 'uint256' }], [TX_HASH, 5n]),
      ), // 1.3.0
      log('AddedOwner(address)', [pad(OWNER)], '0x'), // 1.4.1
      log('ChangedThreshold(uint256)', [], encodeAbiParameters([{ type: 'uint256' }], [2n])),
    ]
    const events = parseSafeLogs(logs)
    expect(events.map((e) => [e.eventName, e.logIndex])).toEqual([
      ['AddedOwner', logs[0]!.logIndex],
      ['ExecutionSuccess', logs[1]!.logIndex],
      ['ExecutionSuccess', logs[2]!.logIndex],
      ['AddedOwner', logs[3]!.logIndex],
      ['ChangedThreshold', logs[4]!.logIndex],
    ])
    expect(events[0]!.args).toEqual({ owner: OWNER })
    expect(events[3]!.args).toEqual({ owner: OWNER })
    expect(events[1]!.args).toEqual({ txHash: TX_HASH, payment: 5n })
    expect(events[2]!.args).toEqual({ txHash: TX_HASH, payment: 5n })
  })

  it('drops a log that neither version decodes', () => {
    const broken = log('ExecutionSuccess(bytes32,uint256)', [], '0x1234')
    expect(parseSafeLogs([broken])).toEqual([])
  })
})

describe('parseProxyCreationLogs', () => {
  it('reads the proxy of a 1.3.0 factory (unindexed) and of a 1.4.1 one (indexed)', () => {
    const singleton = '0x3E5c63644E683549055b9Be8653de26E0B4CD36E' as Address
    const older = log(
      'ProxyCreation(address,address)',
      [],
      encodeAbiParameters([{ type: 'address' }, { type: 'address' }], [SAFE, singleton]),
    )
    const newer = log(
      'ProxyCreation(address,address)',
      [pad(SAFE)],
      encodeAbiParameters([{ type: 'address' }], [singleton]),
    )
    const created = parseProxyCreationLogs([older, newer])
    expect(created.map((c) => c.args)).toEqual([
      { proxy: SAFE, singleton },
      { proxy: SAFE, singleton },
    ])
  })
})
