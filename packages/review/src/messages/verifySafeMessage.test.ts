import {
  buildSignatureBytes,
  getSafeMessageTypedData,
  preValidatedSignature,
  safeMessageHash,
} from '@assent/core'
import type { SafeMessage } from '@assent/gateway-client'
import type { Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { owners, safeAddress, stranger } from '../test-utils/fixtures'
import { verifySafeMessage } from './verifySafeMessage'

const chainId = '31337'
const safeVersion = '1.4.1'
const text = 'Sign in to example.org'
const params = { chainId: 31337n, safeAddress, safeVersion, message: text }
const hash = safeMessageHash(params)
const typedData = getSafeMessageTypedData(params)
const sign = (account: (typeof owners)[number] | typeof stranger) =>
  account.signTypedData(typedData)

/** A message as a gateway could list it; status and preparedSignature are its claims. */
function listed(
  confirmations: { owner: string; signature: Hex }[],
  messageHash = hash,
): SafeMessage {
  return {
    type: 'MESSAGE',
    messageHash,
    status: 'CONFIRMED',
    logoUri: null,
    name: null,
    message: text,
    creationTimestamp: 1,
    modifiedTimestamp: 1,
    confirmationsSubmitted: confirmations.length,
    confirmationsRequired: 2,
    proposedBy: { value: owners[0].address },
    confirmations: confirmations.map((c) => ({
      owner: { value: c.owner },
      signature: c.signature,
    })),
    preparedSignature: '0xbeef',
  }
}
const verify = (message: SafeMessage) =>
  verifySafeMessage({
    message,
    chainId,
    safeAddress,
    safeVersion,
    owners: owners.map((o) => o.address),
    threshold: 2,
    client: undefined,
  })

describe('verifySafeMessage', () => {
  it('confirms real owner signatures and builds the Safe signature from them', async () => {
    const a = await sign(owners[0])
    const b = await sign(owners[1])
    const result = await verify(
      listed([
        { owner: owners[0].address, signature: a },
        { owner: owners[1].address, signature: b },
      ]),
    )
    expect(result.status).toBe('CONFIRMED')
    expect(result.verifiedSigners).toEqual([owners[0].address, owners[1].address])
    expect(result.preparedSignature).toBe(
      buildSignatureBytes([
        { signer: owners[0].address, data: a },
        { signer: owners[1].address, data: b },
      ]),
    )
    expect(result.notices).toEqual([])
  })

  it('does not take "CONFIRMED" or the prepared signature from a gateway listing fabricated approvals', async () => {
    const result = await verify(
      listed(
        [owners[0], owners[1]].map((o) => ({
          owner: o.address,
          signature: preValidatedSignature(o.address),
        })),
      ),
    )
    expect(result.status).toBe('NEEDS_CONFIRMATION')
    expect(result.preparedSignature).toBeUndefined()
    expect(result.confirmations.map((c) => c.status)).toEqual(['unverified', 'unverified'])
    expect(result.notices.map((n) => n.code)).toEqual([
      'unverified-confirmations',
      'proposer-not-signed',
    ])
  })

  it('counts one owner listed twice once', async () => {
    const a = await sign(owners[0])
    const result = await verify(
      listed([
        { owner: owners[0].address, signature: a },
        { owner: owners[0].address, signature: a },
      ]),
    )
    expect(result.status).toBe('NEEDS_CONFIRMATION')
    expect(result.verifiedSigners).toEqual([owners[0].address])
    expect(result.notices.map((n) => n.code)).toEqual(['duplicate-signers'])
  })

  it('refuses strangers and signatures attributed to the wrong owner', async () => {
    const result = await verify(
      listed([
        { owner: stranger.address, signature: await sign(stranger) },
        { owner: owners[1].address, signature: await sign(owners[0]) },
      ]),
    )
    expect(result.confirmations.map((c) => [c.status, c.failure])).toEqual([
      ['invalid', 'not-owner'],
      ['invalid', 'wrong-signer'],
    ])
    expect(result.status).toBe('NEEDS_CONFIRMATION')
  })

  it('labels a message nobody signed and confirms nothing whose hash is not ours', async () => {
    const empty = await verify(listed([]))
    expect(empty.notices.map((n) => n.code)).toEqual(['no-confirmations', 'proposer-not-signed'])
    const signatures = [
      { owner: owners[0].address, signature: await sign(owners[0]) },
      { owner: owners[1].address, signature: await sign(owners[1]) },
    ]
    const otherHash = await verify(listed(signatures, `0x${'12'.repeat(32)}`))
    expect(otherHash.hashCheck.status).toBe('mismatch')
    expect(otherHash.status).toBe('NEEDS_CONFIRMATION')
    expect(otherHash.preparedSignature).toBeUndefined()
  })
})
