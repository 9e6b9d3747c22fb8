import { encodeMultiSendCall, legacySafeAbi, SAFE_DEPLOYMENTS, safeAbi } from '@assent/core'
import { getTransactionDetails } from '@assent/gateway-client'
import { execSafeTransaction, startTestDevnet, type TestDevnet } from '@assent/test'
import { encodeFunctionData, type Hex, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployTestSafe } from '../testing/deployTestSafe'
import { startTestGateway, type TestGateway } from '../testing/startTestGateway'
import { waitForIndexed } from '../testing/waitForIndexed'

// A Safe 1.1.1 upgrading itself to 1.3.0 hashed that transaction without a chain id (the code
// it ran), but the block leaves 1.3.0 behind: the indexer must match the execution with the
// version before the block, or the upgrade never reaches the history.

let devnet: TestDevnet
let gateway: TestGateway
beforeAll(async () => {
  devnet = await startTestDevnet()
  gateway = await startTestGateway({ rpcUrl: devnet.rpcUrl })
})
afterAll(async () => {
  await gateway?.close()
  await devnet?.stop()
})

const mined = async (hash: Hex) => {
  const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
  await waitForIndexed(gateway, receipt.blockNumber)
}
const details = (safeTxHash: Hex) =>
  getTransactionDetails(gateway.client, { chainId: 31337, transactionId: safeTxHash })

describe('a Safe upgraded from 1.1.1', () => {
  it('lists the upgrade (hashed as 1.1.1) and the next execution (hashed as 1.3.0)', async () => {
    const owner = devnet.walletClients[0]!.account.address
    const safe = await deployTestSafe(devnet, {
      owners: [owner],
      threshold: 1,
      version: '1.1.1',
      l2: false,
    })
    await mined(safe.txHash)
    await mined(
      await devnet.walletClients[0]!.sendTransaction({ to: safe.address, value: parseEther('1') }),
    )
    const v130 = SAFE_DEPLOYMENTS['1.3.0']
    const selfCall = (data: Hex) => ({ operation: 0, to: safe.address, value: 0n, data }) as const
    const upgrade = await execSafeTransaction(devnet, {
      safeVersion: '1.1.1',
      safe: safe.address,
      tx: {
        to: SAFE_DEPLOYMENTS['1.4.1'].multiSendCallOnly,
        operation: 1,
        data: encodeMultiSendCall([
          selfCall(
            encodeFunctionData({
              abi: legacySafeAbi,
              functionName: 'changeMasterCopy',
              args: [v130.safe],
            }),
          ),
          selfCall(
            encodeFunctionData({
              abi: safeAbi,
              functionName: 'setFallbackHandler',
              args: [v130.compatibilityFallbackHandler],
            }),
          ),
        ]),
      },
      signers: [0],
    })
    expect(upgrade.success).toBe(true)
    await mined(upgrade.hash)
    const upgraded = await details(upgrade.safeTxHash)
    expect(upgraded.txStatus).toBe('SUCCESS')
    expect(upgraded.txData?.to.value).toBe(SAFE_DEPLOYMENTS['1.4.1'].multiSendCallOnly)
    expect(upgraded.detailedExecutionInfo).toMatchObject({ type: 'MULTISIG', nonce: 0 })

    const next = await execSafeTransaction(devnet, {
      safeVersion: '1.3.0',
      safe: safe.address,
      tx: { to: devnet.accounts[6]!.address, value: 7n },
      signers: [0],
    })
    expect(next.success).toBe(true)
    await mined(next.hash)
    expect((await details(next.safeTxHash)).detailedExecutionInfo).toMatchObject({ nonce: 1 })
  })
})
