import fc from 'fast-check'
import { type Address, getAddress, type Hex, pad, size, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { buildSignatureBytes } from './buildSignatureBytes'
import { parseSignatureBytes } from './parseSignatureBytes'
import { preValidatedSignature } from './preValidatedSignature'
import type { SafeSignature } from './types'

const hash = pad('0xabcdef', { size: 32 })
const keys: Hex[] = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcaefa6e3d5d16b2ff',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
]
const accounts = keys.map((key) => privateKeyToAccount(key))

describe('buildSignatureBytes', () => {
  it('sorts by signer case-insensitively and concatenates static parts', async () => {
    const signatures: SafeSignature[] = await Promise.all(
      accounts.map(async (account) => ({
        signer: account.address,
        data: await account.sign({ hash }),
      })),
    )
    const bytes = buildSignatureBytes(signatures.reverse())
    const order = [...accounts]
      .map((account) => account.address)
      .sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1))
    const parsed = parseSignatureBytes(bytes)
    expect(size(bytes)).toBe(3 * 65)
    expect(parsed.map((part) => part.data)).toEqual(
      order.map((address) => signatures.find((s) => s.signer === address)?.data),
    )
    expect(parsed.every((part) => part.kind === 'eip712')).toBe(true)
  })

  it('puts a contract signature in the dynamic part with r = signer, s = offset, v = 0', () => {
    const contract: Address = '0x00000000000000000000000000000000000000Ff'
    const approver: Address = '0xFFfFfFffFFfffFFfFFfFFFFFffFFFffffFfFFFfF'
    const payload: Hex = '0xdeadbeefcafe'
    const bytes = buildSignatureBytes([
      { signer: approver, data: preValidatedSignature(approver) },
      { signer: contract, data: payload, dynamic: true },
    ])
    // static: 2 × 65, then 32-byte length and 6 bytes of payload
    expect(size(bytes)).toBe(130 + 32 + 6)
    expect(bytes.slice(2, 132)).toBe(
      `${pad(contract.toLowerCase() as Hex, { size: 32 }).slice(2)}${toHex(130, { size: 32 }).slice(2)}00`,
    )
    const [first, second] = parseSignatureBytes(bytes)
    expect(first).toMatchObject({
      kind: 'contract',
      signer: getAddress(contract),
      v: 0,
      dynamicData: payload,
    })
    expect(second).toMatchObject({ kind: 'approved_hash', signer: getAddress(approver), v: 1 })
  })

  it('refuses duplicate signers and malformed static signatures', () => {
    const owner = accounts[0]!.address
    expect(() =>
      buildSignatureBytes([
        { signer: owner, data: preValidatedSignature(owner) },
        { signer: owner.toLowerCase() as Address, data: preValidatedSignature(owner) },
      ]),
    ).toThrow('Duplicate signer')
    expect(() => buildSignatureBytes([{ signer: owner, data: '0x1234' }])).toThrow(
      'expected 65 bytes',
    )
  })

  it('is empty for no signatures', () => {
    expect(buildSignatureBytes([])).toBe('0x')
    expect(parseSignatureBytes('0x')).toEqual([])
  })

  it('round-trips any mix of static and contract signatures', () => {
    const signature = fc.record({
      signer: fc.uint8Array({ minLength: 20, maxLength: 20 }).map((b) => getAddress(toHex(b))),
      dynamic: fc.boolean(),
      payload: fc.uint8Array({ maxLength: 200 }).map((b) => toHex(b)),
      static: fc
        .tuple(fc.uint8Array({ minLength: 64, maxLength: 64 }), fc.constantFrom(1, 27, 28, 31, 32))
        .map(([rs, v]) => toHex(new Uint8Array([...rs, v]))),
    })
    fc.assert(
      fc.property(
        fc.uniqueArray(signature, {
          maxLength: 8,
          selector: (s) => s.signer.toLowerCase(),
        }),
        (generated) => {
          const signatures: SafeSignature[] = generated.map((s) =>
            s.dynamic
              ? { signer: s.signer, data: s.payload, dynamic: true }
              : { signer: s.signer, data: s.static },
          )
          const parsed = parseSignatureBytes(buildSignatureBytes(signatures))
          expect(parsed).toHaveLength(signatures.length)
          const sorted = [...signatures].sort((a, b) =>
            a.signer.toLowerCase() < b.signer.toLowerCase() ? -1 : 1,
          )
          sorted.forEach((expected, index) => {
            const part = parsed[index]!
            if (expected.dynamic) {
              expect(part.kind).toBe('contract')
              expect(part.signer).toBe(expected.signer)
              expect(part.dynamicData).toBe(expected.data)
            } else {
              expect(part.data).toBe(expected.data)
            }
          })
        },
      ),
      { numRuns: 200 },
    )
  })
})

describe('parseSignatureBytes', () => {
  it('reads an exact count like the Safe does', () => {
    const owner = accounts[1]!.address
    const bytes = buildSignatureBytes([{ signer: owner, data: preValidatedSignature(owner) }])
    expect(parseSignatureBytes(bytes, 1)).toHaveLength(1)
    expect(() => parseSignatureBytes(bytes, 2)).toThrow('signature 1 is truncated')
  })

  it('rejects truncated, overlapping and out-of-range contract parts', () => {
    const contract: Address = '0x00000000000000000000000000000000000000Ff'
    const bytes = buildSignatureBytes([{ signer: contract, data: '0x1234', dynamic: true }])
    expect(() => parseSignatureBytes(bytes.slice(0, -2) as Hex)).toThrow('is truncated')
    const overlapping = `${bytes.slice(0, 66)}${toHex(10, { size: 32 }).slice(2)}00${bytes.slice(132)}`
    expect(() => parseSignatureBytes(overlapping as Hex)).toThrow('overlaps static parts')
    const outside = `${bytes.slice(0, 66)}${toHex(9999, { size: 32 }).slice(2)}00${bytes.slice(132)}`
    expect(() => parseSignatureBytes(outside as Hex)).toThrow('offset out of range')
    expect(() => parseSignatureBytes(`${preValidatedSignature(contract)}00`)).toThrow(
      'not a multiple of 65',
    )
    expect(() => parseSignatureBytes('0xzz' as Hex)).toThrow('not hex')
  })
})
