import {
  buildSafeTransaction,
  buildSignatureBytes,
  encodeExecTransaction,
  getSafeTxTypedData,
  preValidatedSignature,
  type SafeTransactionData,
  safeAbi,
  safeTxHash,
  typedDataPreimage,
} from '@assent/core'
import { deployTestSafe, startTestDevnet, type TestDevnet } from '@assent/test'
import {
  type Address,
  createPublicClient,
  type Hex,
  hashTypedData,
  http,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildExecutionSignatures } from '../execute/buildExecutionSignatures'
import { detailsOf, safeVersion } from '../test-utils/fixtures'
import { verifyTransaction } from './verifyTransaction'

// Security item 3 on a real Safe 1.4.1: owners are an EOA (account 1), an approving EOA
// (account 2) and a nested Safe 1.4.1 owned by account 3. The gateway is a details object that
// lists confirmations; the verification RPC is a plain client of the devnet.
describe('verifyTransaction against a lying gateway (real Safe 1.4.1 on anvil)', () => {
  let devnet: TestDevnet
  let client: PublicClient
  let safe: Address
  let nested: Address
  let owners: Address[]
  const tx: SafeTransactionData = buildSafeTransaction({
    to: '0x000000000000000000000000000000000000bEEF',
  })
  let hash: Hex
  let preimage: Hex

  beforeAll(async () => {
    devnet = await startTestDevnet()
    client = createPublicClient({ transport: http(devnet.rpcUrl) })
    nested = await deployTestSafe(devnet, { owners: [3], threshold: 1 })
    owners = [devnet.accounts[1]!.address, devnet.accounts[2]!.address, nested]
    safe = await deployTestSafe(devnet, { owners, threshold: 2 })
    const typedData = getSafeTxTypedData({
      chainId: devnet.chainId,
      safeAddress: safe,
      safeVersion,
      tx,
    })
    hash = safeTxHash({ chainId: devnet.chainId, safeAddress: safe, safeVersion, tx })
    preimage = typedDataPreimage(typedData)
  }, 120_000)
  afterAll(() => devnet?.stop())

  const details = (confirmations: { signer: Address; signature: Hex }[]) =>
    detailsOf(tx, confirmations, {
      chainId: devnet.chainId,
      safeAddress: safe,
      proposer: devnet.accounts[2]!.address,
    })
  const verify = (confirmations: { signer: Address; signature: Hex }[]) =>
    verifyTransaction({
      details: details(confirmations),
      chainId: devnet.chainId,
      safeAddress: safe,
      safeVersion,
      owners,
      client,
    })

  /** Account 3 signs the outer transaction as the nested Safe (SafeMessage of its preimage). */
  async function nestedSignature(): Promise<Hex> {
    const nestedHash = hashTypedData({
      domain: { chainId: devnet.chainId, verifyingContract: nested },
      types: { SafeMessage: [{ name: 'message', type: 'bytes' }] },
      primaryType: 'SafeMessage',
      message: { message: preimage },
    })
    return privateKeyToAccount(devnet.accounts[3]!.privateKey).sign({ hash: nestedHash })
  }

  it('refuses fabricated v=1 and v=0 confirmations as invalid once the chain is asked', async () => {
    const result = await verify([
      { signer: owners[1]!, signature: preValidatedSignature(owners[1]!) },
      {
        signer: nested,
        signature: buildSignatureBytes([{ signer: nested, data: '0x00ff', dynamic: true }]),
      },
    ])
    expect(result.confirmations.map((c) => [c.status, c.failure])).toEqual([
      ['invalid', 'refused-on-chain'],
      ['invalid', 'refused-on-chain'],
    ])
    expect(result.verifiedSigners).toEqual([])
    expect(result.problems.map((p) => p.code)).toEqual(['bad-confirmation', 'bad-confirmation'])
    expect(result.ok).toBe(false)
  })

  it('verifies a real approveHash and a real nested Safe signature, and the Safe executes them', async () => {
    const approver = devnet.walletClients[2]!
    await devnet.publicClient.waitForTransactionReceipt({
      hash: await approver.writeContract({
        address: safe,
        abi: safeAbi,
        functionName: 'approveHash',
        args: [hash],
      }),
    })
    const real = [
      { signer: owners[1]!, signature: preValidatedSignature(owners[1]!) },
      {
        signer: nested,
        signature: buildSignatureBytes([
          { signer: nested, data: await nestedSignature(), dynamic: true },
        ]),
      },
    ]

    // Without an independent RPC nothing is proven, and nothing can be executed.
    const offline = await verifyTransaction({
      details: details(real),
      chainId: devnet.chainId,
      safeAddress: safe,
      safeVersion,
      owners,
      client: undefined,
    })
    expect(offline.confirmations.map((c) => c.status)).toEqual(['unverified', 'unverified'])
    expect(offline.problems).toEqual([])
    const executor = devnet.walletClients[0]!
    expect(
      buildExecutionSignatures({
        confirmations: offline.confirmations,
        threshold: 2,
        executor: executor.account.address,
        owners,
      }),
    ).toMatchObject({ ok: false })

    const result = await verify(real)
    expect(result.confirmations.map((c) => [c.status, c.proof])).toEqual([
      ['verified', 'approved-hash'],
      ['verified', 'eip1271-legacy'],
    ])
    expect(result.verifiedSigners).toEqual([owners[1], nested])
    expect(result.problems).toEqual([])
    expect(result.notices).toEqual([])
    expect(result.allConfirmationsVerified).toBe(true)

    const signatures = buildExecutionSignatures({
      confirmations: result.confirmations,
      threshold: 2,
      executor: executor.account.address,
      owners,
    })
    if (!signatures.ok) throw new Error(signatures.reason)
    const receipt = await devnet.publicClient.waitForTransactionReceipt({
      hash: await executor.sendTransaction({
        to: safe,
        data: encodeExecTransaction(tx, signatures.signatures),
      }),
    })
    expect(receipt.status).toBe('success')
    expect(
      await devnet.publicClient.readContract({
        address: safe,
        abi: safeAbi,
        functionName: 'nonce',
      }),
    ).toBe(1n)
  })
})
