import { describe, expect, it } from 'vitest'
import { isValidSignatureFormOf } from './isValidSignatureFormOf'

describe('isValidSignatureFormOf', () => {
  it('is the legacy bytes form for every Safe before 1.5.0, L2 and v-prefixed ones too', () => {
    for (const version of ['1.0.0', '1.1.1', '1.2.0', '1.3.0', '1.3.0+L2', 'v1.4.1', '1.4.1']) {
      expect(isValidSignatureFormOf(version)).toBe('legacy')
    }
  })

  it('is the bytes32 form from 1.5.0 on', () => {
    expect(isValidSignatureFormOf('1.5.0')).toBe('bytes32')
    expect(isValidSignatureFormOf('1.5.0+L2')).toBe('bytes32')
  })

  it('refuses a version it cannot read instead of guessing', () => {
    expect(() => isValidSignatureFormOf('latest')).toThrow('Invalid Safe version: latest')
  })
})
