import { legacySafeAbi, SAFE_DEPLOYMENTS, safeAbi } from '@assent/core'
import { getOwnedSafes, getTransactionHistory } from '@assent/gateway-client'
import { execSafeTransaction, startTestDevnet, type TestDevnet } from '@assent/test'
import { type Address, encodeFunctionData, type Hex, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployTestSafe } from '../testing/deployTestSafe'
import { startRpcProxy } from '../testing/startRpcProxy'
import { startTestGateway, type TestGateway } from '../testing/startTestGateway'
import { waitForIndexed } from '../testing/waitForIndexed'

const SENTINEL = '0x0000000000000000000000000000000000000001'

// Safe 1.1.1 logs its settings changes with unindexed arguments (as 1.3.0) and has a
// changeMasterCopy of its own (ChangedMasterCopy): the indexer applies them as for 1.4.1,
// re-reads them after a reorg, and follows an upgrade to 1.3.0 (which logs SafeReceived).
describe('settings changes of a Safe 1.1.1', () => {
  let devnet: TestDevnet
  let proxy: Awaited<ReturnType<typeof startRpcProxy>>
  let gateway: TestGateway
  let safe: Address
  let version = '1.1.1'
  // How often the indexer traced for native coin sent to Safes before 1.3.0.
  let traceFilterCalls = 0

  beforeAll(async () => {
    devnet = await startTestDevnet()
    proxy = await startRpcProxy(devnet.rpcUrl, (request) => {
      if (request.method === 'trace_filter') traceFilterCalls++
      return undefined
    })
    gateway = await startTestGateway({ rpcUrl: proxy.url })
    const deployed = await deployTestSafe(devnet, {
      owners: [devnet.walletClients[0]!.account.address],
      threshold: 1,
      version: '1.1.1',
    })
    safe = deployed.address
    await mined(deployed.txHash)
  })
  afterAll(async () => {
    await gateway?.close()
    await proxy?.close()
    await devnet?.stop()
  })

  async function mined(hash: Hex) {
    const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
    await waitForIndexed(gateway, receipt.blockNumber)
  }
  const execute = async (data: Hex) => {
    const result = await execSafeTransaction(devnet, {
      safeVersion: version,
      safe,
      tx: { to: safe, data },
      signers: [0],
    })
    await mined(result.hash)
  }
  const ownsIt = async (owner: Address) =>
    (await getOwnedSafes(gateway.client, { chainId: 31337, ownerAddress: owner })).safes.includes(
      safe,
    )
  const history = async () =>
    (await getTransactionHistory(gateway.client, { chainId: 31337, address: safe })).results
  const settingsTypes = async () =>
    (await history()).flatMap((item) =>
      item.type === 'TRANSACTION' && item.transaction.txInfo.type === 'SettingsChange'
        ? [item.transaction.txInfo.settingsInfo?.type]
        : [],
    )

  it('applies AddedOwner and RemovedOwner, and lists them as settings changes', async () => {
    const added = devnet.accounts[3]!.address
    await execute(
      encodeFunctionData({
        abi: safeAbi,
        functionName: 'addOwnerWithThreshold',
        args: [added, 1n],
      }),
    )
    expect(await ownsIt(added)).toBe(true)
    await execute(encodeFunctionData({ abi: safeAbi, functionName: 'changeThreshold', args: [1n] }))
    expect(await settingsTypes()).toEqual(['CHANGE_THRESHOLD', 'ADD_OWNER'])
  })

  it('re-reads the owners after a reorg drops a removal', async () => {
    const owner = devnet.accounts[3]!.address
    const snapshot = await devnet.testClient.snapshot()
    await execute(
      encodeFunctionData({
        abi: safeAbi,
        functionName: 'removeOwner',
        args: [SENTINEL, owner, 1n],
      }),
    )
    expect(await ownsIt(owner)).toBe(false)

    await devnet.testClient.revert({ id: snapshot })
    await devnet.testClient.mine({ blocks: 3 })
    await waitForIndexed(gateway, await devnet.publicClient.getBlockNumber())
    await expect.poll(() => ownsIt(owner), { timeout: 30_000 }).toBe(true)
    expect(await settingsTypes()).toEqual(['CHANGE_THRESHOLD', 'ADD_OWNER'])
  })

  it('follows changeMasterCopy to 1.3.0, and back when a reorg drops it', async () => {
    const incoming = async () =>
      (await history()).flatMap((item) =>
        item.type === 'TRANSACTION' &&
        item.transaction.txInfo.type === 'Transfer' &&
        item.transaction.txInfo.direction === 'INCOMING' &&
        item.transaction.txInfo.transferInfo.type === 'NATIVE_COIN'
          ? [item.transaction.txInfo.transferInfo.value]
          : [],
      )
    const snapshot = await devnet.testClient.snapshot()
    await execute(
      encodeFunctionData({
        abi: legacySafeAbi,
        functionName: 'changeMasterCopy',
        args: [SAFE_DEPLOYMENTS['1.3.0'].safe],
      }),
    )
    expect((await settingsTypes())[0]).toBe('CHANGE_IMPLEMENTATION')
    // Now on 1.3.0 it logs SafeReceived: listed once, and no more tracing is needed for it.
    const tracedBefore = traceFilterCalls
    await mined(
      await devnet.walletClients[2]!.sendTransaction({ to: safe, value: parseEther('0.25') }),
    )
    expect(await incoming()).toEqual([parseEther('0.25').toString()])
    expect(traceFilterCalls).toBe(tracedBefore)

    // The upgrade is dropped: the Safe is 1.1.1 again, and its incoming coin is traced again.
    await devnet.testClient.revert({ id: snapshot })
    version = '1.1.1'
    await devnet.testClient.mine({ blocks: 3 })
    await mined(
      await devnet.walletClients[2]!.sendTransaction({ to: safe, value: parseEther('0.125') }),
    )
    await expect.poll(incoming, { timeout: 30_000 }).toEqual([parseEther('0.125').toString()])
    expect(await settingsTypes()).toEqual(['CHANGE_THRESHOLD', 'ADD_OWNER'])
  })
})
