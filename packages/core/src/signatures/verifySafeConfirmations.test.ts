import { type Hex, keccak256 } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { getSafeTxTypedData } from '../hash/getSafeTxTypedData'
import type { SafeTransactionData } from '../hash/types'
import { buildSignatureBytes } from './buildSignatureBytes'
import { preValidatedSignature } from './preValidatedSignature'
import { typedDataPreimage } from './typedDataPreimage'
import { verifySafeConfirmations } from './verifySafeConfirmations'

// Without a chain: what can be decided locally is, and nothing else is taken as proven.
const [alice, bob, carol, mallory] = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
].map((key) => privateKeyToAccount(key as Hex)) as [
  ReturnType<typeof privateKeyToAccount>,
  ReturnType<typeof privateKeyToAccount>,
  ReturnType<typeof privateKeyToAccount>,
  ReturnType<typeof privateKeyToAccount>,
]
const owners = [alice.address, bob.address, carol.address]
const safeAddress = '0x1111111111111111111111111111111111111111'
const tx: SafeTransactionData = {
  to: '0x2222222222222222222222222222222222222222',
  value: 1n,
  data: '0x',
  operation: 0,
  safeTxGas: 0n,
  baseGas: 0n,
  gasPrice: 0n,
  gasToken: '0x0000000000000000000000000000000000000000',
  refundReceiver: '0x0000000000000000000000000000000000000000',
  nonce: 0n,
}
const safeVersion = '1.4.1'
const typedData = getSafeTxTypedData({ chainId: 31337, safeAddress, safeVersion, tx })
const preimage = typedDataPreimage(typedData)
const hash = keccak256(preimage)
const sign = (account: typeof alice) =>
  account.signTypedData(typedData as Parameters<typeof account.signTypedData>[0])
const verify = (confirmations: { claimedSigner: string; signature: string | null }[]) =>
  verifySafeConfirmations({
    client: undefined,
    safeAddress,
    safeVersion,
    hash,
    preimage,
    owners,
    confirmations,
  })

describe('verifySafeConfirmations without a chain', () => {
  it('verifies real ECDSA confirmations of owners', async () => {
    const result = await verify([
      { claimedSigner: alice.address, signature: await sign(alice) },
      { claimedSigner: bob.address, signature: await sign(bob) },
    ])
    expect(result.checks.map((c) => [c.status, c.proof, c.recoveredSigner])).toEqual([
      ['verified', 'ecdsa', alice.address],
      ['verified', 'ecdsa', bob.address],
    ])
    expect(result.verifiedSigners).toEqual([alice.address, bob.address])
  })

  it('leaves fabricated approvals and contract signatures unverified and uncounted', async () => {
    const result = await verify([
      { claimedSigner: bob.address, signature: preValidatedSignature(bob.address) },
      {
        claimedSigner: carol.address,
        signature: buildSignatureBytes([{ signer: carol.address, data: '0xdead', dynamic: true }]),
      },
    ])
    expect(result.checks.map((c) => [c.status, c.failure, c.namedSigner])).toEqual([
      ['unverified', 'no-client', bob.address],
      ['unverified', 'no-client', carol.address],
    ])
    // Not proven: nobody is presented as having signed.
    expect(result.checks.every((c) => c.recoveredSigner === undefined)).toBe(true)
    expect(result.verifiedSigners).toEqual([])
  })

  it('counts one signer listed twice once and reports the duplicate', async () => {
    const signature = await sign(alice)
    const result = await verify([
      { claimedSigner: alice.address, signature },
      { claimedSigner: alice.address, signature },
      { claimedSigner: alice.address, signature: preValidatedSignature(alice.address) },
    ])
    expect(result.checks.map((c) => c.duplicate)).toEqual([false, true, true])
    expect(result.verifiedSigners).toEqual([alice.address])
    expect(result.duplicateSigners).toEqual([alice.address])
  })

  it('refuses a signature attributed to another owner, a stranger and garbage', async () => {
    const result = await verify([
      { claimedSigner: bob.address, signature: await sign(alice) },
      { claimedSigner: bob.address, signature: preValidatedSignature(carol.address) },
      { claimedSigner: mallory.address, signature: await sign(mallory) },
      { claimedSigner: carol.address, signature: '0x1234' },
      { claimedSigner: carol.address, signature: null },
    ])
    expect(result.checks.map((c) => [c.status, c.failure])).toEqual([
      ['invalid', 'wrong-signer'],
      ['invalid', 'wrong-signer'],
      ['invalid', 'not-owner'],
      ['invalid', 'malformed'],
      ['invalid', 'no-signature'],
    ])
    expect(result.checks[0]?.recoveredSigner).toBe(alice.address)
    expect(result.verifiedSigners).toEqual([])
  })

  it('accepts any signer when owners are not given (executed transactions)', async () => {
    const result = await verifySafeConfirmations({
      client: undefined,
      safeAddress,
      safeVersion,
      hash,
      preimage,
      owners: null,
      confirmations: [{ claimedSigner: mallory.address, signature: await sign(mallory) }],
    })
    expect(result.verifiedSigners).toEqual([mallory.address])
  })
})
