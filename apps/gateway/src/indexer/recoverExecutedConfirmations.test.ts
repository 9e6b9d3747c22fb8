import { buildSignatureBytes, preValidatedSignature } from '@assent/core'
import { concatHex, getAddress, keccak256, numberToHex, pad, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { lowercaseHex } from '../wire/lowercaseHex'
import { recoverExecutedConfirmations } from './recoverExecutedConfirmations'

const hash = keccak256(toHex('a safeTxHash'))
const signer = privateKeyToAccount(keccak256(toHex('signing owner')))
const approver = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')
const nestedSafe = getAddress('0x90f79bf6eb2c4f870365e785982e1f101e93b906')
const payload = concatHex([keccak256(toHex('nested r')), keccak256(toHex('nested s')), '0x1b'])

describe('recoverExecutedConfirmations', () => {
  it('attributes each kind: recovered ECDSA, approved hash and contract signer from r', async () => {
    const ecdsa = await signer.sign({ hash })
    const signatures = buildSignatureBytes([
      { signer: signer.address, data: ecdsa },
      { signer: approver, data: preValidatedSignature(approver) },
      { signer: nestedSafe, data: payload, dynamic: true },
    ])
    const records = await recoverExecutedConfirmations(hash, signatures, 3, 9_000)
    const byOwner = new Map(records.map((r) => [r.owner, r]))
    expect(records).toHaveLength(3)
    expect(byOwner.get(signer.address)).toEqual({
      owner: signer.address,
      signature: ecdsa,
      signatureType: 'eip712',
      submittedAt: 9_000,
    })
    expect(byOwner.get(approver)).toMatchObject({
      signature: preValidatedSignature(approver),
      signatureType: 'approved_hash',
    })
    // Stored self-contained: static part pointing right after itself, then length and payload.
    expect(byOwner.get(nestedSafe)).toMatchObject({
      signatureType: 'contract',
      signature: concatHex([
        pad(lowercaseHex(nestedSafe), { size: 32 }),
        numberToHex(65, { size: 32 }),
        '0x00',
        numberToHex(65, { size: 32 }),
        payload,
      ]),
    })
  })

  it('skips a signature it cannot attribute and keeps the others', async () => {
    const unrecoverable = concatHex([pad('0x00'), pad('0x00'), '0x1b'])
    const signatures = concatHex([preValidatedSignature(approver), unrecoverable])
    const records = await recoverExecutedConfirmations(hash, signatures, 2, 0)
    expect(records.map((r) => [r.owner, r.signatureType])).toEqual([[approver, 'approved_hash']])
  })

  it('returns none when the bytes do not parse as `threshold` signatures', async () => {
    expect(await recoverExecutedConfirmations(hash, '0xdeadbeef', 1, 0)).toEqual([])
  })
})
