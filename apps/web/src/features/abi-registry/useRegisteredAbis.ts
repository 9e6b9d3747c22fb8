import { useCallback, useSyncExternalStore } from 'react'
import type { Abi, Address } from 'viem'
import { type AbiRegistry, type AbiRegistrySnapshot, abiRegistry } from './abiRegistryStore'

/**
 * The ABIs the user registered for contracts on `chainId` — only those of `addresses` when
 * given (pass the call's targets, so an ABI is used only for its own contract's calls) — for
 * `decodeCallLocally`'s `extraAbis`. The array keeps its identity between renders while its
 * ABIs are the same, so it can sit in a `useMemo` dependency list; the order of `addresses`
 * does not matter. Empty until the registry has been read, then re-renders.
 * @example const abis = useRegisteredAbis(safe.chainId, [tx.to])
 */
export function useRegisteredAbis(
  chainId: string,
  addresses?: readonly Address[],
  registry: AbiRegistry = abiRegistry,
): readonly Abi[] {
  const key = addresses ? addresses.map((a) => a.toLowerCase()).join(',') : undefined
  const getAbis = useCallback(
    () => registry.abisFor(chainId, key === undefined ? undefined : key.split(',').filter(Boolean)),
    [registry, chainId, key],
  )
  return useSyncExternalStore(registry.subscribe, getAbis, getAbis)
}

/** Every entry of the registry and whether it could be read, re-rendering on each change. */
export function useAbiRegistry(registry: AbiRegistry = abiRegistry): AbiRegistrySnapshot {
  return useSyncExternalStore(registry.subscribe, registry.getSnapshot, registry.getSnapshot)
}
