import { describe, expect, it } from 'vitest'
import { parseBip32Path } from './parseBip32Path'

describe('parseBip32Path', () => {
  it('sets the hardened bit for both notations, with or without the leading m/', () => {
    expect(parseBip32Path("m/44'/60'/0'/0/0")).toEqual([0x8000002c, 0x8000003c, 0x80000000, 0, 0])
    expect(parseBip32Path('44h/60h/3h/7')).toEqual([0x8000002c, 0x8000003c, 0x80000003, 7])
  })

  it('refuses what is not a path, with the path in the message', () => {
    for (const bad of ['', 'm/', "m/44'/x", "m/2147483648'", 'm/1/2/3/4/5/6/7/8/9/10/11']) {
      expect(() => parseBip32Path(bad)).toThrow(
        `"${bad}" is not a BIP-32 path like m/44'/60'/0'/0/0.`,
      )
    }
  })
})
