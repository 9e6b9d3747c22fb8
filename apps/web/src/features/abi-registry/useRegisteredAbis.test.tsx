import { act, renderHook, waitFor } from '@testing-library/react'
import { type Address, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { toAbiRegistryEntry } from './abiRegistryEntry'
import { abiRegistryKey } from './abiRegistryKey'
import { createAbiRegistry } from './abiRegistryStore'
import { useRegisteredAbis } from './useRegisteredAbis'

const token: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const other: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('useRegisteredAbis', () => {
  it('gives the registered ABIs of the addresses asked for, with a stable identity', async () => {
    const records = new Map<string, unknown>()
    const registry = createAbiRegistry({
      readAll: async () => [...records.values()],
      put: async (entries) => {
        for (const entry of entries) records.set(abiRegistryKey(entry), entry)
      },
      remove: async () => {},
    })
    const entry = toAbiRegistryEntry({
      chainId: '31337',
      address: token,
      abi: parseAbi(['function poke(uint8 level)']),
    })
    records.set(abiRegistryKey(entry), entry)
    const { result, rerender } = renderHook(
      ({ addresses }: { addresses: Address[] }) => useRegisteredAbis('31337', addresses, registry),
      // A new array on every render, as a caller computing targets inline would pass.
      { initialProps: { addresses: [token.toLowerCase() as Address, other] } },
    )
    expect(result.current).toEqual([])
    await waitFor(() => expect(result.current).toHaveLength(1))
    const first = result.current
    rerender({ addresses: [other, token] })
    expect(result.current).toBe(first)
    await act(() =>
      registry.put([
        toAbiRegistryEntry({ chainId: '1', address: token, abi: parseAbi(['function x()']) }),
      ]),
    )
    expect(result.current).toBe(first)
    rerender({ addresses: [other] })
    expect(result.current).toEqual([])
  })
})
