import { parseSignatureBytes, preValidatedSignature } from '@assent/core'
import type { Address, Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  baseTx,
  chainId,
  detailsOf,
  owners,
  safeAddress,
  safeVersion,
  signSafeTx,
} from '../test-utils/fixtures'
import { type ConfirmationCheck, verifyTransaction } from '../verification/verifyTransaction'
import { buildExecutionSignatures } from './buildExecutionSignatures'

const ownerAddresses = owners.map((o) => o.address)

/** The checks verifyTransaction makes of these listed confirmations (no RPC). */
async function checked(
  listed: { signer: Address; signature: Hex }[],
): Promise<ConfirmationCheck[]> {
  const result = await verifyTransaction({
    details: detailsOf(baseTx, listed),
    chainId,
    safeAddress,
    safeVersion,
    owners: ownerAddresses,
    client: undefined,
  })
  return result.confirmations
}
const signed = async (index: 0 | 1 | 2) => ({
  signer: owners[index].address,
  signature: await signSafeTx(owners[index], baseTx),
})

describe('buildExecutionSignatures', () => {
  it('adds the executing owner as pre-validated when one signature is missing, sorted by signer', async () => {
    const result = buildExecutionSignatures({
      confirmations: await checked([await signed(0)]),
      threshold: 2,
      executor: owners[1].address,
      owners: ownerAddresses,
    })
    if (!result.ok) throw new Error(result.reason)
    expect(result.usesPreValidated).toBe(true)
    const parsed = parseSignatureBytes(result.signatures, 2)
    const signers = parsed.map((p) => p.signer?.toLowerCase())
    expect(signers).toEqual([...signers].sort())
    expect(parsed.map((p) => p.kind).sort()).toEqual(['approved_hash', 'eip712'])
  })

  it('uses the stored signatures alone when they reach the threshold', async () => {
    const result = buildExecutionSignatures({
      confirmations: await checked([await signed(0), await signed(1)]),
      threshold: 2,
      executor: owners[2].address,
      owners: ownerAddresses,
    })
    expect(result).toMatchObject({ ok: true, usesPreValidated: false })
  })

  it('refuses when confirmations are missing and the executor is not an owner', async () => {
    const result = buildExecutionSignatures({
      confirmations: await checked([await signed(0)]),
      threshold: 2,
      executor: '0x9999999999999999999999999999999999999999',
      owners: ownerAddresses,
    })
    expect(result).toEqual({
      ok: false,
      reason: '1 more verified confirmation is needed before it can be executed.',
    })
  })

  it('refuses when a confirmation is invalid', async () => {
    const wrongOwner = { ...(await signed(0)), signer: owners[1].address }
    const result = buildExecutionSignatures({
      confirmations: await checked([wrongOwner]),
      threshold: 1,
      executor: owners[0].address,
      owners: ownerAddresses,
    })
    expect(result.ok).toBe(false)
  })

  it('never sends an unverified confirmation, and says why more are needed', async () => {
    const fabricated = {
      signer: owners[1].address,
      signature: preValidatedSignature(owners[1].address),
    }
    const confirmations = await checked([await signed(0), fabricated])
    expect(confirmations.map((c) => c.status)).toEqual(['verified', 'unverified'])
    const refused = buildExecutionSignatures({
      confirmations,
      threshold: 2,
      executor: '0x9999999999999999999999999999999999999999',
      owners: ownerAddresses,
    })
    expect(refused).toEqual({
      ok: false,
      reason: expect.stringContaining('1 listed confirmation is unverified'),
    })
    const withExecutor = buildExecutionSignatures({
      confirmations,
      threshold: 2,
      executor: owners[2].address,
      owners: ownerAddresses,
    })
    if (!withExecutor.ok) throw new Error(withExecutor.reason)
    const signers = parseSignatureBytes(withExecutor.signatures, 2).map((p) => p.signer)
    expect(signers).not.toContain(owners[1].address)
  })

  it('counts a signer listed twice once', async () => {
    const once = await signed(0)
    const result = buildExecutionSignatures({
      confirmations: await checked([once, once]),
      threshold: 2,
      executor: undefined,
      owners: ownerAddresses,
    })
    expect(result).toMatchObject({ ok: false })
  })
})
