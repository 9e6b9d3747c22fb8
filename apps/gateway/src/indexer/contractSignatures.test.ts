import {
  buildSafeTransaction,
  buildSignatureBytes,
  compatibilityFallbackHandlerAbi,
  encodeExecTransaction,
  getSafeTxTypedData,
  readContractSignature,
  SAFE_DEPLOYMENTS,
  safeTxHash,
  typedDataPreimage,
} from '@assent/core'
import { startTestDevnet, type TestDevnet } from '@assent/test'
import { and, eq } from 'drizzle-orm'
import { type Address, type Hex, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multisigConfirmations } from '../db/schema/multisig'
import { deployTestSafe } from '../testing/deployTestSafe'
import { startTestGateway, type TestGateway } from '../testing/startTestGateway'
import { waitForIndexed } from '../testing/waitForIndexed'

// A Safe owned by an account and by another Safe (EIP-1271), executed on anvil with the nested
// Safe's contract signature: the indexer must store that confirmation self-contained (static
// part pointing right after itself, then length and payload), the form proposals use and
// wallets verify — not the bare payload, which no verifier can read.
describe('indexed contract signatures', () => {
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
    return receipt
  }

  it('stores a nested Safe’s confirmation of an executed transaction in the standalone form', async () => {
    const [executor, nestedOwner] = [devnet.walletClients[0]!, devnet.walletClients[3]!]
    const nested = await deployTestSafe(devnet, {
      owners: [nestedOwner.account.address],
      threshold: 1,
    })
    await mined(nested.txHash)
    const parent = await deployTestSafe(devnet, {
      owners: [executor.account.address, nested.address],
      threshold: 2,
    })
    await mined(parent.txHash)
    await mined(await executor.sendTransaction({ to: parent.address, value: parseEther('1') }))

    const tx = buildSafeTransaction({ to: devnet.accounts[6]!.address, value: 1000n })
    const params = {
      chainId: devnet.chainId,
      safeAddress: parent.address,
      safeVersion: '1.4.1',
      tx,
    }
    const hash = safeTxHash(params)
    // The nested Safe signs the parent's EIP-712 preimage as its own SafeMessage (Safe 1.4.1).
    const nestedHash = await devnet.publicClient.readContract({
      address: SAFE_DEPLOYMENTS['1.4.1'].compatibilityFallbackHandler,
      abi: compatibilityFallbackHandlerAbi,
      functionName: 'getMessageHashForSafe',
      args: [nested.address, typedDataPreimage(getSafeTxTypedData(params))],
    })
    const payload = await nestedOwner.account.sign!({ hash: nestedHash })
    const signatures = buildSignatureBytes([
      {
        signer: executor.account.address,
        data: await executor.signTypedData(getSafeTxTypedData(params)),
      },
      { signer: nested.address, data: payload, dynamic: true },
    ])
    const execution = await executor.sendTransaction({
      to: parent.address,
      data: encodeExecTransaction(tx, signatures),
    })
    const receipt = await mined(execution)
    expect(receipt.status).toBe('success')

    const rows = await gateway.deps.db
      .select()
      .from(multisigConfirmations)
      .where(
        and(eq(multisigConfirmations.chainId, 31337), eq(multisigConfirmations.safeTxHash, hash)),
      )
    const contractRow = rows.find((row) => row.owner === (nested.address as Address))
    expect(contractRow?.signatureType).toBe('contract')
    const stored = contractRow?.signature as Hex
    expect(stored).toBe(
      buildSignatureBytes([{ signer: nested.address, data: payload, dynamic: true }]),
    )
    // Readable as a Safe would read it: one static part, then the payload.
    expect(readContractSignature(stored, 0, 1)).toBe(payload)
  })
})
