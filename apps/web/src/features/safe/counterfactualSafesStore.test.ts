import { afterEach, describe, expect, it } from 'vitest'
import {
  type CounterfactualSafe,
  counterfactualSafesStore,
  findCounterfactualSafe,
  removeCounterfactualSafe,
  saveCounterfactualSafe,
} from './counterfactualSafesStore'

// One undeployed Safe created on two networks is two entries at the same address, one per
// chain; deploying it on one network forgets only that entry.
const address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const onChain = (chainId: string): CounterfactualSafe => ({
  chainId,
  address,
  owners: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
  threshold: 1,
  saltNonce: '5',
  version: '1.4.1',
  l2: true,
})
afterEach(() => counterfactualSafesStore.set([]))

describe('counterfactualSafesStore', () => {
  it('keeps the same address on several chains and forgets one chain at a time', () => {
    saveCounterfactualSafe(onChain('31337'))
    saveCounterfactualSafe(onChain('31338'))
    saveCounterfactualSafe(onChain('31338'))
    const stored = counterfactualSafesStore.get()
    expect(stored.map((safe) => safe.chainId)).toEqual(['31337', '31338'])
    expect(findCounterfactualSafe(stored, '31338', address.toLowerCase())?.chainId).toBe('31338')

    removeCounterfactualSafe({ chainId: '31337', address })
    const left = counterfactualSafesStore.get()
    expect(findCounterfactualSafe(left, '31337', address)).toBeUndefined()
    expect(findCounterfactualSafe(left, '31338', address)).toBeDefined()
  })
})
