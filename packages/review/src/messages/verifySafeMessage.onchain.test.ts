import {
  buildSignatureBytes,
  getSafeMessageTypedData,
  preValidatedSignature,
  safeAbi,
  safeMessageHash,
  typedDataPreimage,
} from '@assent/core'
import type { SafeMessage } from '@assent/gateway-client'
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
import { checkSignatureOnChain } from './checkSignatureOnChain'
import { verifySafeMessage } from './verifySafeMessage'

// Security item 10 on a real Safe 1.4.1 (owners: an approving EOA, account 2, and a nested
// Safe owned by account 3; threshold 2). The Safe's own isValidSignature is the judge.
describe('verifySafeMessage against a lying gateway (real Safe 1.4.1 on anvil)', () => {
  let devnet: TestDevnet
  let client: PublicClient
  let safe: Address
  let nested: Address
  let owners: Address[]
  const text = 'I agree to the terms'
  let hash: Hex
  let preimage: Hex

  beforeAll(async () => {
    devnet = await startTestDevnet()
    client = createPublicClient({ transport: http(devnet.rpcUrl) })
    nested = await deployTestSafe(devnet, { owners: [3], threshold: 1 })
    owners = [devnet.accounts[2]!.address, nested]
    safe = await deployTestSafe(devnet, { owners, threshold: 2 })
    const params = {
      chainId: devnet.chainId,
      safeAddress: safe,
      safeVersion: '1.4.1',
      message: text,
    }
    hash = safeMessageHash(params)
    preimage = typedDataPreimage(getSafeMessageTypedData(params))
  }, 120_000)
  afterAll(() => devnet?.stop())

  const listed = (
    confirmations: { owner: Address; signature: Hex }[],
    prepared: Hex,
  ): SafeMessage => ({
    type: 'MESSAGE',
    messageHash: hash,
    status: 'CONFIRMED',
    logoUri: null,
    name: null,
    message: text,
    creationTimestamp: 1,
    modifiedTimestamp: 1,
    confirmationsSubmitted: confirmations.length,
    confirmationsRequired: 2,
    proposedBy: { value: owners[0]! },
    confirmations: confirmations.map((c) => ({
      owner: { value: c.owner },
      signature: c.signature,
    })),
    preparedSignature: prepared,
  })
  const verify = (message: SafeMessage) =>
    verifySafeMessage({
      message,
      chainId: String(devnet.chainId),
      safeAddress: safe,
      safeVersion: '1.4.1',
      owners,
      threshold: 2,
      client,
    })
  const isValidOnChain = (signature: Hex) =>
    checkSignatureOnChain({ client, safeAddress: safe, content: text, signature })
  const nestedConfirmation = async () => {
    const nestedHash = hashTypedData({
      domain: { chainId: devnet.chainId, verifyingContract: nested },
      types: { SafeMessage: [{ name: 'message', type: 'bytes' }] },
      primaryType: 'SafeMessage',
      message: { message: preimage },
    })
    const payload = await privateKeyToAccount(devnet.accounts[3]!.privateKey).sign({
      hash: nestedHash,
    })
    return buildSignatureBytes([{ signer: nested, data: payload, dynamic: true }])
  }

  it("refuses fabricated confirmations and never hands out the gateway's made-up signature", async () => {
    const fakes = [
      { owner: owners[0]!, signature: preValidatedSignature(owners[0]!) },
      {
        owner: nested,
        signature: buildSignatureBytes([{ signer: nested, data: '0x1234', dynamic: true }]),
      },
    ]
    const made = buildSignatureBytes([
      { signer: owners[0]!, data: preValidatedSignature(owners[0]!) },
      { signer: nested, data: '0x1234', dynamic: true },
    ])
    const result = await verify(listed(fakes, made))
    expect(result.confirmations.map((c) => c.status)).toEqual(['invalid', 'invalid'])
    expect(result.status).toBe('NEEDS_CONFIRMATION')
    expect(result.preparedSignature).toBeUndefined()
    // The Safe agrees: what the gateway prepared is no signature of the Safe.
    expect(await isValidOnChain(made)).toBe(false)
  })

  it('confirms a real approveHash and nested Safe signature, and the Safe accepts the signature built here', async () => {
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
      { owner: owners[0]!, signature: preValidatedSignature(owners[0]!) },
      { owner: nested, signature: await nestedConfirmation() },
    ]
    const result = await verify(listed(real, '0xbeef'))
    expect(result.confirmations.map((c) => [c.status, c.proof])).toEqual([
      ['verified', 'approved-hash'],
      ['verified', 'eip1271-legacy'],
    ])
    expect(result.status).toBe('CONFIRMED')
    expect(result.preparedSignature).toBeDefined()
    expect(await isValidOnChain(result.preparedSignature as Hex)).toBe(true)
  })
})
