import {
  buildSafeTransaction,
  encodeExecTransaction,
  getSafeTxTypedData,
  parseSignatureBytes,
  recoverSafeSignature,
  SAFE_1_1_1_DEPLOYMENTS,
  SAFE_DEPLOYMENTS,
  safeAbi,
  safeTxHash,
} from '@assent/core'
import {
  type DeployTestSafeParams,
  deployTestSafe,
  startTestDevnet,
  type TestDevnet,
} from '@assent/test'
import { type Address, createPublicClient, http, type PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { detailsOf } from '../test-utils/fixtures'
import { verifyTransaction } from '../verification/verifyTransaction'
import { executedSafeTxHash } from './executedSafeTxHash'
import { signAndExecuteOffer } from './signAndExecuteOffer'

// "Sign and execute" on the real contracts: the executing owner's approval is the v=1 form
// (r = owner, accepted because they send execTransaction), placed in owner order among the
// verified confirmations; the Safe runs it and reports the hash the signer reviewed.
let devnet: TestDevnet
let client: PublicClient
beforeAll(async () => {
  devnet = await startTestDevnet()
  client = createPublicClient({ transport: http(devnet.rpcUrl) })
}, 120_000)
afterAll(() => devnet?.stop())

const V111 = {
  singleton: SAFE_1_1_1_DEPLOYMENTS.safe,
  factory: SAFE_1_1_1_DEPLOYMENTS.safeProxyFactory,
  fallbackHandler: SAFE_1_1_1_DEPLOYMENTS.defaultCallbackHandler,
}

const CASES: {
  label: string
  version: string
  owners: number[]
  threshold: number
  signers: number[]
  executor: number
  deploy?: Partial<DeployTestSafeParams>
}[] = [
  {
    label: '1-of-1, a new transaction',
    version: '1.4.1',
    owners: [3],
    threshold: 1,
    signers: [],
    executor: 3,
  },
  // Sorted by address the owners are 2 < 1 < 0: the executor's approval goes first here…
  {
    label: '2-of-3, the last signer',
    version: '1.4.1',
    owners: [0, 1, 2],
    threshold: 2,
    signers: [0],
    executor: 2,
  },
  // …and between the other two here.
  {
    label: '3-of-3, the last signer in the middle',
    version: '1.4.1',
    owners: [0, 1, 2],
    threshold: 3,
    signers: [0, 2],
    executor: 1,
  },
  {
    label: '1.3.0 L2 2-of-3, the last signer',
    version: '1.3.0',
    owners: [0, 1, 2],
    threshold: 2,
    signers: [1],
    executor: 0,
    deploy: {
      singleton: SAFE_DEPLOYMENTS['1.3.0'].safeL2,
      factory: SAFE_DEPLOYMENTS['1.3.0'].safeProxyFactory,
      fallbackHandler: SAFE_DEPLOYMENTS['1.3.0'].compatibilityFallbackHandler,
    },
  },
  {
    label: '1.1.1 2-of-3, the last signer',
    version: '1.1.1',
    owners: [0, 1, 2],
    threshold: 2,
    signers: [2],
    executor: 1,
    deploy: V111,
  },
]

describe.each(CASES)('Sign and execute: $label', (kind) => {
  it('executes on chain with the executor’s v=1 approval in owner order', async () => {
    const address = (index: number) => devnet.accounts[index]!.address as Address
    const owners = kind.owners.map(address)
    const safe = await deployTestSafe(devnet, {
      owners: kind.owners,
      threshold: kind.threshold,
      ...kind.deploy,
    })
    await devnet.publicClient.waitForTransactionReceipt({
      hash: await devnet.walletClients[9]!.sendTransaction({ to: safe, value: 10n ** 16n }),
    })
    expect(
      await client.readContract({ address: safe, abi: safeAbi, functionName: 'VERSION' }),
    ).toBe(kind.version)
    const recipient = address(7)
    const tx = buildSafeTransaction({ to: recipient, value: 4_321n, nonce: 0n })
    const params = { chainId: devnet.chainId, safeAddress: safe, safeVersion: kind.version, tx }
    const confirmations = await Promise.all(
      kind.signers.map(async (index) => ({
        signer: address(index),
        signature: await devnet.walletClients[index]!.signTypedData(getSafeTxTypedData(params)),
      })),
    )
    const verified = await verifyTransaction({
      details: detailsOf(tx, confirmations, {
        chainId: devnet.chainId,
        safeAddress: safe,
        proposer: owners[0],
        version: kind.version,
      }),
      chainId: devnet.chainId,
      safeAddress: safe,
      safeVersion: kind.version,
      owners,
      client,
    })
    expect(verified.confirmations.every((check) => check.status === 'verified')).toBe(true)

    const executor = address(kind.executor)
    const offer = signAndExecuteOffer({
      confirmations: verified.confirmations,
      owners,
      threshold: kind.threshold,
      executor,
      txNonce: tx.nonce,
      safeNonce: await client.readContract({ address: safe, abi: safeAbi, functionName: 'nonce' }),
    })
    if (!offer.offered) throw new Error(offer.reason)
    const parts = parseSignatureBytes(offer.signatures, kind.threshold)
    const signers = await Promise.all(
      parts.map(async (part) =>
        (
          part.signer ??
          (await recoverSafeSignature({ hash: safeTxHash(params), signature: part.data })).signer
        ).toLowerCase(),
      ),
    )
    expect(signers).toEqual(
      [...kind.signers, kind.executor].map((i) => address(i).toLowerCase()).sort(),
    )
    const mine = parts.find((part) => part.signer?.toLowerCase() === executor.toLowerCase())
    expect(mine?.kind).toBe('approved_hash')

    const before = await client.getBalance({ address: recipient })
    const receipt = await devnet.publicClient.waitForTransactionReceipt({
      hash: await devnet.walletClients[kind.executor]!.sendTransaction({
        to: safe,
        data: encodeExecTransaction(tx, offer.signatures),
      }),
    })
    expect(receipt.status).toBe('success')
    expect(executedSafeTxHash(receipt, safe)).toBe(safeTxHash(params))
    expect(await client.getBalance({ address: recipient })).toBe(before + 4_321n)
    expect(await client.readContract({ address: safe, abi: safeAbi, functionName: 'nonce' })).toBe(
      1n,
    )
  })

  it('is refused on chain when someone else sends the same approval', async () => {
    const address = (index: number) => devnet.accounts[index]!.address as Address
    const owners = kind.owners.map(address)
    const safe = await deployTestSafe(devnet, {
      owners: kind.owners,
      threshold: kind.threshold,
      ...kind.deploy,
    })
    const tx = buildSafeTransaction({ to: address(7), value: 0n, nonce: 0n })
    const params = { chainId: devnet.chainId, safeAddress: safe, safeVersion: kind.version, tx }
    const confirmations = await Promise.all(
      kind.signers.map(async (index) => ({
        signer: address(index),
        signature: await devnet.walletClients[index]!.signTypedData(getSafeTxTypedData(params)),
      })),
    )
    const verified = await verifyTransaction({
      details: detailsOf(tx, confirmations, {
        chainId: devnet.chainId,
        safeAddress: safe,
        proposer: owners[0],
        version: kind.version,
      }),
      chainId: devnet.chainId,
      safeAddress: safe,
      safeVersion: kind.version,
      owners,
      client,
    })
    const offer = signAndExecuteOffer({
      confirmations: verified.confirmations,
      owners,
      threshold: kind.threshold,
      executor: address(kind.executor),
      txNonce: 0n,
      safeNonce: 0n,
    })
    if (!offer.offered) throw new Error(offer.reason)
    // The v=1 form is only the sender's own approval: from account 8 the Safe rejects it.
    await expect(
      devnet.publicClient.call({
        account: address(8),
        to: safe,
        data: encodeExecTransaction(tx, offer.signatures),
      }),
    ).rejects.toThrow()
  })
})
