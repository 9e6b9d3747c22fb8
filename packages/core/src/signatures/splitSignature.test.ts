import { concat, pad, size } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { adjustVForEthSign } from './adjustVForEthSign'
import { EIP1271_LEGACY_MAGIC_VALUE, EIP1271_MAGIC_VALUE } from './constants'
import { getSignatureKind } from './getSignatureKind'
import { preValidatedSignature } from './preValidatedSignature'
import { splitSignature } from './splitSignature'

const account = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)

describe('splitSignature', () => {
  it('splits r, s and v of a real signature', async () => {
    const signature = await account.signMessage({ message: 'split me' })
    const { r, s, v } = splitSignature(signature)
    expect(concat([r, s])).toBe(signature.slice(0, 130))
    expect(size(r)).toBe(32)
    expect([27, 28]).toContain(v)
  })

  it('refuses anything but 65 bytes of hex', () => {
    expect(() => splitSignature('0x1234')).toThrow('Invalid signature: expected 65 bytes')
    expect(() => splitSignature(`0x${'zz'.repeat(65)}`)).toThrow('Invalid signature')
  })
})

describe('preValidatedSignature', () => {
  it('is r = owner, s = 0, v = 1', () => {
    const owner = account.address
    const { r, s, v } = splitSignature(preValidatedSignature(owner))
    expect(r).toBe(pad(owner.toLowerCase() as `0x${string}`, { size: 32 }))
    expect(s).toBe(pad('0x', { size: 32 }))
    expect(v).toBe(1)
  })
})

describe('adjustVForEthSign', () => {
  it('adds 4 to v and maps parity bytes', async () => {
    const signature = await account.signMessage({ message: 'x' })
    const { v } = splitSignature(signature)
    expect(splitSignature(adjustVForEthSign(signature)).v).toBe(v + 4)
    const parity = concat([signature.slice(0, 130) as `0x${string}`, '0x01'])
    expect(splitSignature(adjustVForEthSign(parity)).v).toBe(32)
    const adjusted = adjustVForEthSign(signature)
    expect(adjustVForEthSign(adjusted)).toBe(adjusted)
  })

  it('refuses v values that are not ECDSA', () => {
    expect(() => adjustVForEthSign(preValidatedSignature(account.address))).not.toThrow()
    const contractLike = concat([pad('0x01', { size: 64 }), '0x05'])
    expect(() => adjustVForEthSign(contractLike)).toThrow('Invalid signature v value: 5')
  })
})

describe('getSignatureKind', () => {
  it('follows Safe.checkNSignatures', () => {
    expect(getSignatureKind(0)).toBe('contract')
    expect(getSignatureKind(1)).toBe('approved_hash')
    expect(getSignatureKind(27)).toBe('eip712')
    expect(getSignatureKind(28)).toBe('eip712')
    expect(getSignatureKind(31)).toBe('eth_sign')
    expect(getSignatureKind(32)).toBe('eth_sign')
    expect(() => getSignatureKind(2)).toThrow('Invalid signature v value: 2')
    expect(() => getSignatureKind(33)).toThrow('Invalid signature v value: 33')
  })
})

describe('EIP-1271 magic values', () => {
  it('are the selectors of both isValidSignature variants', async () => {
    const { toFunctionSelector } = await import('viem')
    expect(toFunctionSelector('isValidSignature(bytes32,bytes)')).toBe(EIP1271_MAGIC_VALUE)
    expect(toFunctionSelector('isValidSignature(bytes,bytes)')).toBe(EIP1271_LEGACY_MAGIC_VALUE)
  })
})
