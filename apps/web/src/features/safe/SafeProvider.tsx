import { type ReactNode, useMemo } from 'react'
import { useChains } from '../../chains/useChains'
import { useSafeInfo } from './hooks/useSafeInfo'
import { parseSafeParam } from './parseSafeParam'
import {
  type CurrentSafe,
  CurrentSafeContext,
  type SafeState,
  SafeStateContext,
} from './SafeContext'

/** Resolves `?safe=` into a chain and Safe info for everything below it. */
export function SafeProvider({
  safeParam,
  children,
}: {
  safeParam: string | undefined
  children: ReactNode
}) {
  const chainsQuery = useChains()
  const param = useMemo(
    () => parseSafeParam(safeParam, chainsQuery.data),
    [safeParam, chainsQuery.data],
  )
  const safeQuery = useSafeInfo(
    param.status === 'ok' ? param.chain.chainId : undefined,
    param.status === 'ok' ? param.address : undefined,
  )
  const state = useMemo<SafeState>(
    () => ({ safeParam, param, chainsQuery, safeQuery }),
    [safeParam, param, chainsQuery, safeQuery],
  )
  const current = useMemo<CurrentSafe | null>(
    () =>
      param.status === 'ok' && safeQuery.data
        ? {
            chainId: param.chain.chainId,
            chain: param.chain,
            address: param.address,
            safeInfo: safeQuery.data,
            safeParam: `${param.chain.shortName}:${param.address}`,
          }
        : null,
    [param, safeQuery.data],
  )
  return (
    <SafeStateContext.Provider value={state}>
      <CurrentSafeContext.Provider value={current}>{children}</CurrentSafeContext.Provider>
    </SafeStateContext.Provider>
  )
}
