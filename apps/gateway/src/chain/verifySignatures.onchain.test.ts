import {
  buildSafeTransaction,
  buildSignatureBytes,
  encodeExecTransaction,
  safeAbi,
  safeTxHash,
  safeTxPreimage,
  verifySafeConfirmations,
} from '@assent/core'
import { deployOneFormEip1271Owner } from '@assent/devnet'
import { startTestDevnet, type TestDevnet } from '@assent/test'
import { type Address, createPublicClient, http, type PublicClient, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployTestSafe } from '../testing/deployTestSafe'
import { verifySignatures } from './verifySignatures'

// Security issue #28, item 5. Safes up to 1.4.1 ask an owner contract only the legacy
// isValidSignature(bytes,bytes) (magic 0x20c13b0b) over the SafeTx preimage. An owner contract
// answering only isValidSignature(bytes32,bytes) (0x1626ba7e) must not be counted: the web's
// check (verifySafeConfirmations) and the gateway's (verifySignatures) refuse it, and the real
// Safe of each version reverts when executing with it. One answering the legacy form passes all.
const VERSIONS = ['1.4.1', '1.3.0', '1.2.0', '1.1.1'] as const

let devnet: TestDevnet
let client: PublicClient
let bytes32Only: Address
let legacyOnly: Address
beforeAll(async () => {
  devnet = await startTestDevnet()
  client = createPublicClient({ transport: http(devnet.rpcUrl) })
  bytes32Only = await deployOneFormEip1271Owner(devnet, 'bytes32')
  legacyOnly = await deployOneFormEip1271Owner(devnet, 'legacy')
})
afterAll(async () => {
  await devnet?.stop()
})

/** A self-contained contract signature of `owner` (its contract accepts any payload). */
const confirmationOf = (owner: Address) =>
  buildSignatureBytes([{ signer: owner, data: '0x5afe', dynamic: true }])

describe.each(VERSIONS)('an EIP-1271 owner contract of a real Safe %s', (version) => {
  let safe: Address
  let owners: Address[]
  const tx = buildSafeTransaction({ to: '0x000000000000000000000000000000000000bEEF', nonce: 0n })
  const signed = () => {
    const params = { chainId: devnet.chainId, safeAddress: safe, safeVersion: version, tx }
    return { hash: safeTxHash(params), preimage: safeTxPreimage(params) }
  }
  const webCheck = (owner: Address) =>
    verifySafeConfirmations({
      client,
      safeAddress: safe,
      safeVersion: version,
      ...signed(),
      owners,
      confirmations: [{ claimedSigner: owner, signature: confirmationOf(owner) }],
    })
  const gatewayCheck = (owner: Address) =>
    verifySignatures(client, {
      safe,
      safeVersion: version,
      ...signed(),
      signatures: confirmationOf(owner),
    })
  /** Sent with a fixed gas limit, so a reverting execution is mined rather than refused by estimation. */
  const execute = async (owner: Address) => {
    const hash = await devnet.walletClients[9]!.sendTransaction({
      to: safe,
      data: encodeExecTransaction(tx, confirmationOf(owner)),
      gas: 1_000_000n,
    })
    return client.waitForTransactionReceipt({ hash })
  }
  const nonce = () => client.readContract({ address: safe, abi: safeAbi, functionName: 'nonce' })

  beforeAll(async () => {
    owners = [bytes32Only, legacyOnly, devnet.accounts[1]!.address]
    const deployed = await deployTestSafe(devnet, { owners, threshold: 1, version })
    await client.waitForTransactionReceipt({ hash: deployed.txHash })
    safe = deployed.address
  })

  it('does not count one answering only isValidSignature(bytes32,bytes): executing with it reverts', async () => {
    // The premise: a bytes32 check alone would accept it.
    const answer = await client.readContract({
      address: bytes32Only,
      abi: parseAbi(['function isValidSignature(bytes32, bytes) view returns (bytes4)']),
      functionName: 'isValidSignature',
      args: [signed().hash, '0x5afe'],
      account: safe,
    })
    expect(answer).toBe('0x1626ba7e')

    const web = await webCheck(bytes32Only)
    expect(web.verifiedSigners).toEqual([])
    expect(web.checks[0]).toMatchObject({
      status: 'invalid',
      kind: 'contract',
      failure: 'refused-on-chain',
      namedSigner: bytes32Only,
    })
    expect(web.checks[0]?.reason).toBe(
      `The owner contract ${bytes32Only} does not answer the legacy isValidSignature(bytes,bytes) that Safe ${version} calls (it answers only isValidSignature(bytes32,bytes)): execution would revert (EIP-1271).`,
    )
    await expect(gatewayCheck(bytes32Only)).rejects.toMatchObject({
      status: 422,
      message: 'Invalid signature',
    })

    // The Safe itself agrees: the execution is mined as reverted and the nonce stays.
    const receipt = await execute(bytes32Only)
    expect(receipt.status).toBe('reverted')
    expect(await nonce()).toBe(0n)
  })

  it('verifies and counts one answering the legacy form, and the Safe executes with it', async () => {
    const web = await webCheck(legacyOnly)
    expect(web.verifiedSigners).toEqual([legacyOnly])
    expect(web.checks[0]).toMatchObject({
      status: 'verified',
      proof: 'eip1271-legacy',
      recoveredSigner: legacyOnly,
      contractSignature: '0x5afe',
    })
    expect(await gatewayCheck(legacyOnly)).toEqual([
      { owner: legacyOnly, kind: 'contract', signature: confirmationOf(legacyOnly) },
    ])

    const receipt = await execute(legacyOnly)
    expect(receipt.status).toBe('success')
    expect(await nonce()).toBe(1n)
  })

  it('lets the gateway refuse any contract signature without the data the Safe would hand over', async () => {
    const { hash } = signed()
    for (const owner of [legacyOnly, bytes32Only]) {
      await expect(
        verifySignatures(client, {
          safe,
          safeVersion: version,
          hash,
          signatures: confirmationOf(owner),
        }),
      ).rejects.toMatchObject({ status: 422 })
    }
  })
})
