import { SAFE_1_3_0_EIP155_DEPLOYMENTS, SAFE_DEPLOYMENTS } from '@assent/core'
import { describe, expect, it } from 'vitest'
import { chooseSafeDeployment, UNKNOWN_FACTORY_ACK_WORD } from './chooseSafeDeployment'

const canonical = SAFE_DEPLOYMENTS['1.4.1']
const STRANGER = '0x000000000000000000000000000000000000dEaD'

describe('chooseSafeDeployment', () => {
  it('uses the canonical 1.4.1 factory, singleton and handler when the network names it or nothing', () => {
    const expected = {
      version: '1.4.1',
      l2: true,
      factory: canonical.safeProxyFactory,
      singleton: canonical.safeL2,
      fallbackHandler: canonical.compatibilityFallbackHandler,
      canonicalFactory: true,
      allowed: true,
    }
    expect(chooseSafeDeployment({ gatewayFactory: canonical.safeProxyFactory })).toEqual(expected)
    expect(
      chooseSafeDeployment({ gatewayFactory: canonical.safeProxyFactory.toLowerCase() }),
    ).toEqual(expected)
    expect(chooseSafeDeployment({ gatewayFactory: null })).toEqual(expected)
    expect(chooseSafeDeployment({})).toEqual(expected)
    // Not an address: the server's value is ignored, never sent to.
    expect(chooseSafeDeployment({ gatewayFactory: 'not-an-address' })).toEqual(expected)
  })

  it('holds any other factory back until the acknowledgement is typed, singleton still built in', () => {
    for (const factory of [STRANGER, SAFE_1_3_0_EIP155_DEPLOYMENTS.safeProxyFactory]) {
      const held = chooseSafeDeployment({ gatewayFactory: factory })
      expect(held).toMatchObject({ factory, canonicalFactory: false, allowed: false })
      expect(held.singleton).toBe(canonical.safeL2)
      expect(held.fallbackHandler).toBe(canonical.compatibilityFallbackHandler)
      expect(
        chooseSafeDeployment({ gatewayFactory: factory, acknowledgement: 'yes' }).allowed,
      ).toBe(false)
      expect(
        chooseSafeDeployment({
          gatewayFactory: factory,
          acknowledgement: ` ${UNKNOWN_FACTORY_ACK_WORD.toUpperCase()} `,
        }).allowed,
      ).toBe(true)
    }
  })

  it('gives the built-in contracts of the chosen version and kind', () => {
    const v130 = SAFE_DEPLOYMENTS['1.3.0']
    // The network names the 1.4.1 factory: a canonical one, so the chosen version's is used.
    const mainnetKind = chooseSafeDeployment({
      gatewayFactory: canonical.safeProxyFactory,
      version: '1.3.0',
      l2: false,
    })
    expect(mainnetKind).toEqual({
      version: '1.3.0',
      l2: false,
      factory: v130.safeProxyFactory,
      singleton: v130.safe,
      fallbackHandler: v130.compatibilityFallbackHandler,
      canonicalFactory: true,
      allowed: true,
    })
    expect(chooseSafeDeployment({ version: '1.4.1', l2: false }).singleton).toBe(canonical.safe)
    expect(chooseSafeDeployment({ version: '1.3.0' }).singleton).toBe(v130.safeL2)
  })
})
