import { safeProxyFactoryAbi } from '@assent/core'
import { getAddress, keccak256, parseAbi, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { encodeEventLog } from '../testing/encodeEventLog'
import { decodeSafeCreations, toNewSafe } from './decodeSafeCreations'

const FACTORY = getAddress('0x4e1dcf7ad4e460cfd30791ccc4f9c8a4f820ec67')
const SINGLETON = getAddress('0x29fcb43b46531bca003ddc8fcb67ffe91900c762')
const UNKNOWN_SINGLETON = getAddress('0x41675c099f32341bf84bfc5382af534df5c7461a')
const PROXY = getAddress('0x1dcae246787fe93cc4c57faa9c0a4f83c5113fb4')
const OTHER_PROXY = getAddress('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc')
const OWNER = getAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')
const TX = keccak256(toHex('creation tx'))
// GnosisSafeProxyFactory 1.3.0 emits the proxy unindexed.
const factory130Abi = parseAbi(['event ProxyCreation(address proxy, address singleton)'])

describe('decodeSafeCreations', () => {
  it('reads proxies of 1.4.1 and 1.3.0 factories that use a known singleton', () => {
    const at = { address: FACTORY, blockNumber: 21n, transactionHash: TX }
    const logs = [
      encodeEventLog(
        safeProxyFactoryAbi,
        'ProxyCreation',
        { proxy: PROXY, singleton: SINGLETON },
        at,
      ),
      encodeEventLog(
        safeProxyFactoryAbi,
        'ProxyCreation',
        { proxy: OTHER_PROXY, singleton: UNKNOWN_SINGLETON },
        { ...at, logIndex: 1 },
      ),
      encodeEventLog(
        factory130Abi,
        'ProxyCreation',
        { proxy: OTHER_PROXY, singleton: SINGLETON },
        { ...at, logIndex: 2 },
      ),
    ]
    expect(logs[0]!.topics).toHaveLength(2)
    expect(logs[2]!.topics).toHaveLength(1)
    expect(decodeSafeCreations(logs, new Set([SINGLETON]))).toEqual([
      {
        address: PROXY,
        factory: FACTORY,
        singleton: SINGLETON,
        creationTxHash: TX,
        createdBlock: 21,
      },
      {
        address: OTHER_PROXY,
        factory: FACTORY,
        singleton: SINGLETON,
        creationTxHash: TX,
        createdBlock: 21,
      },
    ])
  })
})

describe('toNewSafe', () => {
  const creation = {
    address: PROXY,
    factory: FACTORY,
    singleton: SINGLETON,
    creationTxHash: TX,
    createdBlock: 21,
  }

  it('adds the creator, the block time and the setup seen in the same batch', () => {
    const creator = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
    const setup = { owners: [OWNER], threshold: 1 }
    expect(toNewSafe(creation, { creator, createdAt: 21_000, setup })).toEqual({
      ...creation,
      creator: OWNER,
      createdAt: 21_000,
      setupOwners: [OWNER],
      setupThreshold: 1,
    })
  })

  it('leaves the setup empty when the batch has none', () => {
    const row = toNewSafe(creation, { creator: OWNER, createdAt: 0, setup: undefined })
    expect([row.setupOwners, row.setupThreshold]).toEqual([null, null])
  })
})
