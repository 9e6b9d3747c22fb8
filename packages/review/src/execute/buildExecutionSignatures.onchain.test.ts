import {
  buildSafeTransaction,
  encodeExecTransaction,
  getSafeTxTypedData,
  parseSignatureBytes,
  preValidatedSignature,
  safeAbi,
  safeTxHash,
  safeTxPreimage,
  verifySafeConfirmations,
} from '@assent/core'
import { deployTestSafe, startTestDevnet, type TestDevnet } from '@assent/test'
import { type Address, hexToNumber, type PublicClient, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildParentContractSignature } from '../nested/buildParentContractSignature'
import { parentSafeMessageTypedData } from '../nested/parentSafeMessageTypedData'
import { buildExecutionSignatures } from './buildExecutionSignatures'

// A child Safe 1.4.1 owned by three kinds of owner — an EOA (ECDSA), a 1-of-1 parent Safe
// (EIP-1271 contract signature) and an EOA that approved the hash on chain — all three needed.
// The executor owns nothing, so no approval is implied by msg.sender: every part must pass.
let devnet: TestDevnet
let parent: Address
let child: Address
let owners: Address[]

beforeAll(async () => {
  devnet = await startTestDevnet()
  parent = await deployTestSafe(devnet, { owners: [3], threshold: 1 })
  child = await deployTestSafe(devnet, { owners: [0, parent, 2], threshold: 3 })
  owners = [devnet.accounts[0]!.address, parent, devnet.accounts[2]!.address]
  await devnet.publicClient.waitForTransactionReceipt({
    hash: await devnet.walletClients[9]!.sendTransaction({ to: child, value: parseEther('1') }),
  })
}, 120_000)
afterAll(() => devnet?.stop())

describe('buildExecutionSignatures with mixed owner kinds', () => {
  it('sorts ECDSA, contract and approved-hash signatures by owner and executes on chain', async () => {
    const client = devnet.publicClient as PublicClient
    const recipient = devnet.accounts[6]!.address
    const before = await client.getBalance({ address: recipient })
    const tx = buildSafeTransaction({ to: recipient, value: 12345n, nonce: 0n })
    const params = { chainId: devnet.chainId, safeAddress: child, safeVersion: '1.4.1', tx }
    const hash = safeTxHash(params)

    const ecdsa = await devnet.walletClients[0]!.signTypedData(getSafeTxTypedData(params))
    // The parent's 1-of-1 owner signs the parent's SafeMessage over the child's SafeTx preimage.
    const parentOwner = devnet.walletClients[3]!
    const parentSignature = await parentOwner.signTypedData(
      parentSafeMessageTypedData({
        chainId: devnet.chainId,
        parent,
        parentVersion: '1.4.1',
        childPreimage: safeTxPreimage(params),
      }),
    )
    const contract = buildParentContractSignature(parent, [
      { signer: parentOwner.account.address, data: parentSignature },
    ])
    const approver = devnet.walletClients[2]!
    await client.waitForTransactionReceipt({
      hash: await approver.writeContract({
        address: child,
        abi: safeAbi,
        functionName: 'approveHash',
        args: [hash],
      }),
    })

    // As the gateway would list them, each self-contained; every one proven here.
    const { checks } = await verifySafeConfirmations({
      client,
      safeAddress: child,
      safeVersion: params.safeVersion,
      hash,
      preimage: safeTxPreimage(params),
      owners,
      confirmations: [
        { claimedSigner: parent, signature: contract },
        {
          claimedSigner: approver.account.address,
          signature: preValidatedSignature(approver.account.address),
        },
        { claimedSigner: owners[0]!, signature: ecdsa },
      ],
    })
    expect(checks.map((c) => [c.status, c.kind])).toEqual([
      ['verified', 'contract'],
      ['verified', 'approved_hash'],
      ['verified', 'eip712'],
    ])
    const executor = devnet.walletClients[9]!
    const built = buildExecutionSignatures({
      confirmations: checks,
      threshold: 3,
      executor: executor.account.address,
      owners,
    })
    if (!built.ok) throw new Error(built.reason)
    expect(built.usesPreValidated).toBe(false)

    const parts = parseSignatureBytes(built.signatures, 3)
    const signers = parts.map((part) =>
      (part.signer ?? (part.kind === 'eip712' ? owners[0] : undefined))?.toLowerCase(),
    )
    expect(signers).toEqual([...owners].map((o) => o.toLowerCase()).sort())
    // The contract signature's dynamic part starts right after the three static parts.
    const contractPart = parts.find((part) => part.kind === 'contract')
    expect(hexToNumber(contractPart?.s ?? '0x')).toBe(3 * 65)
    expect(contractPart?.dynamicData).toBe(checks[0]?.contractSignature)

    const receipt = await client.waitForTransactionReceipt({
      hash: await executor.sendTransaction({
        to: child,
        data: encodeExecTransaction(tx, built.signatures),
      }),
    })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: recipient })).toBe(before + 12345n)
    expect(await client.readContract({ address: child, abi: safeAbi, functionName: 'nonce' })).toBe(
      1n,
    )
  })
})
