import { buildSafeTransaction, legacySafeAbi, SAFE_DEPLOYMENTS } from '@assent/core'
import { proposeTransaction } from '@assent/gateway-client'
import { execSafeTransaction, startTestDevnet, TEST_ACCOUNTS, type TestDevnet } from '@assent/test'
import { encodeFunctionData } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployTestSafe } from '../testing/deployTestSafe'
import { startTestGateway, type TestGateway } from '../testing/startTestGateway'
import { waitForIndexed } from '../testing/waitForIndexed'
import { buildProposal } from './buildProposal'

// Propose checks the signature while the Safe is read, with the version it last saw; a Safe
// upgraded in between must be judged by its new version, not the remembered one.
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

describe('propose after the Safe changed version', () => {
  it('hashes with the version the chain reports now, not the one seen before', async () => {
    const owner = privateKeyToAccount(TEST_ACCOUNTS[0]!.privateKey)
    const safe = await deployTestSafe(devnet, {
      owners: [owner.address],
      threshold: 1,
      version: '1.1.1',
    })
    const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash: safe.txHash })
    await waitForIndexed(gateway, receipt.blockNumber)
    const propose = async (version: string, nonce: bigint) => {
      const body = await buildProposal(owner, {
        chainId: 31337,
        safeAddress: safe.address,
        safeVersion: version,
        tx: buildSafeTransaction({ to: owner.address, value: nonce + 1n, nonce }),
      })
      return proposeTransaction(gateway.client, {
        chainId: '31337',
        address: safe.address,
        body,
      })
    }
    // Seen as 1.1.1 (EIP-712 domain without chain id) by this gateway process.
    await expect(propose('1.1.1', 5n)).resolves.toMatchObject({ txStatus: 'AWAITING_EXECUTION' })

    // The Safe moves itself to 1.3.0, whose domain has the chain id.
    const upgrade = await execSafeTransaction(devnet, {
      safe: safe.address,
      safeVersion: '1.1.1',
      tx: {
        to: safe.address,
        data: encodeFunctionData({
          abi: legacySafeAbi,
          functionName: 'changeMasterCopy',
          args: [SAFE_DEPLOYMENTS['1.3.0'].safe],
        }),
      },
      signers: [0],
    })
    expect(upgrade.success).toBe(true)

    await expect(propose('1.1.1', 6n)).rejects.toThrow('Invalid safeTxHash')
    await expect(propose('1.3.0', 7n)).resolves.toMatchObject({ txStatus: 'AWAITING_EXECUTION' })
  })
})
