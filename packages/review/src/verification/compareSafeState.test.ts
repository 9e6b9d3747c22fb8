import { SAFE_DEPLOYMENTS } from '@assent/core'
import { describe, expect, it } from 'vitest'
import { compareSafeState, type SafeState } from './compareSafeState'

const a = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const b = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const c = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const module1 = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const guard = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const singleton = SAFE_DEPLOYMENTS['1.4.1'].safeL2
const handler = SAFE_DEPLOYMENTS['1.4.1'].compatibilityFallbackHandler

const chain: SafeState = {
  owners: [a, b],
  threshold: 2,
  nonce: 7,
  modules: [module1],
  guard: null,
  fallbackHandler: handler,
  singleton,
  version: '1.4.1',
}

describe('compareSafeState', () => {
  it('accepts the same state: owners and modules in any order and case, L2 suffix, zero guard', () => {
    const gateway: SafeState = {
      ...chain,
      owners: [b, a.toLowerCase()],
      modules: [module1.toLowerCase()],
      guard: '0x0000000000000000000000000000000000000000',
      fallbackHandler: handler.toLowerCase(),
      singleton: singleton.toLowerCase(),
      version: '1.4.1+L2',
    }
    expect(compareSafeState(gateway, chain)).toEqual([])
  })

  const lies: [string, Partial<SafeState>, RegExp][] = [
    ['an invented owner', { owners: [a, b, c] }, /list of owners/],
    ['a missing owner', { owners: [a] }, /list of owners/],
    ['a threshold', { threshold: 1 }, /threshold/],
    ['a nonce', { nonce: 6 }, /nonce/],
    ['a hidden module', { modules: [] }, /modules/],
    ['an invented module', { modules: [module1, c] }, /modules/],
    ['a hidden guard', { guard: null }, /guard/],
    ['a fallback handler', { fallbackHandler: c }, /fallback handler/],
    ['an implementation', { singleton: SAFE_DEPLOYMENTS['1.4.1'].safe }, /implementation/],
    ['a version', { version: '1.3.0' }, /version/],
  ]
  it.each(lies)('blocks a gateway that lies about %s', (_, lie, message) => {
    const onChain = lie.guard === null ? { ...chain, guard } : chain
    const problems = compareSafeState({ ...onChain, ...lie }, onChain)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ code: 'safe-state-mismatch', message })
  })

  it('says what the chain and the gateway said', () => {
    const [problem] = compareSafeState({ ...chain, owners: [a, b, c] }, chain)
    expect(problem).toMatchObject({ expected: `${a}, ${b}`, received: `${a}, ${b}, ${c}` })
  })

  it('blocks an unknown singleton even when the gateway agrees with it', () => {
    const unknown = { ...chain, singleton: c }
    const problems = compareSafeState(unknown, unknown)
    expect(problems).toEqual([
      expect.objectContaining({ message: expect.stringContaining('does not know'), received: c }),
    ])
  })

  it('blocks a known singleton reporting another version', () => {
    const odd = { ...chain, version: '1.3.0' }
    expect(compareSafeState(odd, odd)[0]?.message).toContain('reports VERSION 1.3.0')
  })
})
