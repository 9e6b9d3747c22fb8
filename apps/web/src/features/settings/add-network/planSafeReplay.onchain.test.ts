// @vitest-environment node
import { safeAbi } from '@assent/core'
import { predictCounterfactualSafe } from '@assent/review'
import { startTestDevnet, type TestDevnet } from '@assent/test'
import type { Address, Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../test-utils/startTestGateway'
import { fetchSafeCreationTxHash } from './fetchSafeCreationTxHash'
import { planSafeReplay, SafeReplayError } from './planSafeReplay'

// "Add a network" on two anvil chains with the real Safe factories: a Safe created on the
// first is replayed on the second at the same address, and every refusal comes before any
// transaction is sent on the second.
let home: TestDevnet
let gateway: TestGateway
let other: TestDevnet
let owners: Address[]
let safe: Address
let creationTxHash: Hex

beforeAll(async () => {
  ;[home, other] = await Promise.all([startTestDevnet(), startTestDevnet({ chainId: 31338 })])
  owners = home.accounts.slice(0, 2).map((account) => account.address)
  const predicted = await predictCounterfactualSafe(home.publicClient, {
    chainId: home.chainId,
    owners,
    threshold: 1,
    saltNonce: 77n,
    version: '1.4.1',
    l2: true,
  })
  creationTxHash = await home.walletClient.sendTransaction({
    to: predicted.factory,
    data: predicted.data,
  })
  await home.publicClient.waitForTransactionReceipt({ hash: creationTxHash })
  safe = predicted.address
}, 90_000)
afterAll(() => Promise.all([gateway?.stop(), home?.stop(), other?.stop()]))

/** The gateway's creation info of the Safe, once its indexer has seen it (60 s ceiling). */
async function creationFromGateway(): Promise<Hex> {
  const started = Date.now()
  for (;;) {
    try {
      return await fetchSafeCreationTxHash(gateway.url, String(home.chainId), safe)
    } catch (failure) {
      if (Date.now() - started > 60_000) throw failure
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

const plan = (current = { owners: owners as readonly string[], threshold: 1 }) =>
  planSafeReplay(home.publicClient, other.publicClient, {
    address: safe,
    creationTxHash,
    current,
  })

describe('planSafeReplay', () => {
  it('reads the creating transaction from the real gateway', async () => {
    gateway = await startTestGateway({ rpcUrl: home.rpcUrl })
    expect(await creationFromGateway()).toBe(creationTxHash)
    await expect(
      fetchSafeCreationTxHash(gateway.url, String(home.chainId), owners[1] as Address),
    ).rejects.toThrow('The gateway has no creation for this Safe (HTTP 404).')
  }, 90_000)

  it('refuses when the owners or threshold changed since creation', async () => {
    await expect(plan({ owners: [owners[0] as Address], threshold: 1 })).rejects.toThrow(
      /The owners or threshold changed since this Safe was created \(then 1 of 2/,
    )
    await expect(plan({ owners, threshold: 2 })).rejects.toBeInstanceOf(SafeReplayError)
  })

  it('refuses a creation that was not a direct factory call', async () => {
    const transfer = await home.walletClient.sendTransaction({ to: owners[1], value: 1n })
    await home.publicClient.waitForTransactionReceipt({ hash: transfer })
    await expect(
      planSafeReplay(home.publicClient, other.publicClient, {
        address: safe,
        creationTxHash: transfer,
        current: { owners, threshold: 1 },
      }),
    ).rejects.toThrow('not created by a direct call to a canonical Safe factory')
  })

  it('replays the creation on the other chain at the same address, then refuses a second time', async () => {
    expect(await other.publicClient.getCode({ address: safe })).toBeUndefined()
    const replay = await plan()
    const hash = await other.walletClient.sendTransaction({ to: replay.factory, data: replay.data })
    await other.publicClient.waitForTransactionReceipt({ hash })
    const read = (functionName: 'getOwners' | 'getThreshold') =>
      other.publicClient.readContract({ address: safe, abi: safeAbi, functionName })
    expect(await read('getOwners')).toEqual(owners)
    expect(await read('getThreshold')).toBe(1n)
    await expect(plan()).rejects.toThrow(`This Safe already exists at ${safe} on that network.`)
  })
})
