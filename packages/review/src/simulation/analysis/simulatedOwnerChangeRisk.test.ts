import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { simulatedOwnerChangeRisk } from './simulatedOwnerChangeRisk'

const attacker: Address = '0xBAd0000000000000000000000000000000000Bad'

describe('simulatedOwnerChangeRisk', () => {
  it('turns an owner change only the simulation saw into the "owners" risk', () => {
    expect(
      simulatedOwnerChangeRisk([
        { field: 'threshold', before: '2', after: '1', critical: false },
        { field: 'modules', before: 'none', after: attacker, critical: true },
      ]),
    ).toEqual(expect.objectContaining({ id: 'owner-change', items: ['threshold: 2 → 1'] }))
    expect(simulatedOwnerChangeRisk([])).toBeUndefined()
    expect(simulatedOwnerChangeRisk(undefined)).toBeUndefined()
  })
})
