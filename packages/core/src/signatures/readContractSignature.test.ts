import { concatHex, type Hex, numberToHex, pad } from 'viem'
import { describe, expect, it } from 'vitest'
import { buildSignatureBytes } from './buildSignatureBytes'
import { readContractSignature } from './readContractSignature'

const ownerA = '0x00000000000000000000000000000000000000aa'
const ownerB = '0x00000000000000000000000000000000000000bb'
const word = (value: bigint | number) => numberToHex(value, { size: 32 })
/** A static contract part naming `owner` with payload offset `offset`. */
const staticPart = (owner: Hex, offset: bigint | number) =>
  concatHex([pad(owner, { size: 32 }), word(offset), '0x00'])

describe('readContractSignature', () => {
  it('reads each payload of concatenated contract signatures by its offset', () => {
    const bytes = buildSignatureBytes([
      { signer: ownerB, data: '0xbbbbbb', dynamic: true },
      { signer: ownerA, data: '0xaa', dynamic: true },
    ])
    expect(readContractSignature(bytes, 0, 2)).toBe('0xaa')
    expect(readContractSignature(bytes, 1, 2)).toBe('0xbbbbbb')
  })

  it('reads a self-contained confirmation and an empty payload', () => {
    const bytes = concatHex([staticPart(ownerA, 65), word(0)])
    expect(readContractSignature(bytes, 0, 1)).toBe('0x')
  })

  it('refuses what Safe.checkNSignatures refuses, with its revert reasons', () => {
    const ok = concatHex([staticPart(ownerA, 65), word(1), '0xaa'])
    expect(() => readContractSignature(ok, 0, 2)).toThrow('GS020')
    // The payload would start inside the static parts being checked.
    expect(() =>
      readContractSignature(concatHex([staticPart(ownerA, 64), word(1), '0xaa']), 0, 1),
    ).toThrow('GS021')
    expect(() => readContractSignature(concatHex([staticPart(ownerA, 66), word(1)]), 0, 1)).toThrow(
      'GS022',
    )
    expect(() =>
      readContractSignature(concatHex([staticPart(ownerA, 65), word(2), '0xaa']), 0, 1),
    ).toThrow('GS023')
    // A length that would overflow a uint256 addition is out of bounds, not wrapped around.
    expect(() =>
      readContractSignature(
        concatHex([staticPart(ownerA, 65), word(2n ** 256n - 1n), '0xaa']),
        0,
        1,
      ),
    ).toThrow('GS023')
  })

  it('refuses a static part that is not a contract signature', () => {
    const approved = concatHex([pad(ownerA, { size: 32 }), word(0), '0x01'])
    expect(() => readContractSignature(approved, 0, 1)).toThrow('not a contract signature')
  })
})
