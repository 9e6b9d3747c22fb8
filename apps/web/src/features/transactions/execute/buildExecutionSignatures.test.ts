import { parseSignatureBytes } from '@assent/core'
import { describe, expect, it } from 'vitest'
import { baseTx, owners, signSafeTx } from '../verification/fixtures'
import type { ConfirmationCheck } from '../verification/verifyTransaction'
import { buildExecutionSignatures } from './buildExecutionSignatures'

const ownerAddresses = owners.map((o) => o.address)
async function confirmed(index: 0 | 1 | 2): Promise<ConfirmationCheck> {
  const signature = await signSafeTx(owners[index], baseTx)
  return {
    claimedSigner: owners[index].address,
    recoveredSigner: owners[index].address,
    kind: 'eip712',
    signature,
    valid: true,
  }
}

describe('buildExecutionSignatures', () => {
  it('adds the executing owner as pre-validated when one signature is missing, sorted by signer', async () => {
    const result = buildExecutionSignatures({
      confirmations: [await confirmed(0)],
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
      confirmations: [await confirmed(0), await confirmed(1)],
      threshold: 2,
      executor: owners[2].address,
      owners: ownerAddresses,
    })
    expect(result).toMatchObject({ ok: true, usesPreValidated: false })
  })

  it('refuses when confirmations are missing and the executor is not an owner', async () => {
    const result = buildExecutionSignatures({
      confirmations: [await confirmed(0)],
      threshold: 2,
      executor: '0x9999999999999999999999999999999999999999',
      owners: ownerAddresses,
    })
    expect(result).toEqual({
      ok: false,
      reason: '1 more confirmation is needed before it can be executed.',
    })
  })

  it('refuses when a confirmation did not verify', async () => {
    const bad = { ...(await confirmed(0)), valid: false }
    const result = buildExecutionSignatures({
      confirmations: [bad],
      threshold: 1,
      executor: owners[0].address,
      owners: ownerAddresses,
    })
    expect(result.ok).toBe(false)
  })
})
