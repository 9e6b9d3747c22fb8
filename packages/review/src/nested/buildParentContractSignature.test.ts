import { parseSignatureBytes } from '@assent/core'
import type { Address, Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { buildParentContractSignature } from './buildParentContractSignature'

const me: Address = '0x00000000000000000000000000000000000000A1'
const other: Address = '0x00000000000000000000000000000000000000B2'
const parent: Address = '0x000000000000000000000000000000000000Face'

describe('buildParentContractSignature', () => {
  it('points r at the parent, s at the dynamic part, and sorts the owners’ signatures', () => {
    const sig = (byte: string, v = '1b') => `0x${byte.repeat(64)}${v}` as Hex
    const signature = buildParentContractSignature(parent, [
      { signer: other, data: sig('bb') },
      { signer: me, data: sig('aa') },
    ])
    const [part] = parseSignatureBytes(signature)
    expect(part).toMatchObject({ kind: 'contract', signer: parent, v: 0 })
    expect(BigInt(part?.s ?? 0)).toBe(65n)
    expect(part?.dynamicData).toBe(`${sig('aa')}${sig('bb').slice(2)}`)
  })
})
