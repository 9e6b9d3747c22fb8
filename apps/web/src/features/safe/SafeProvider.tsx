import { type ReactNode, useMemo } from 'react'
import { useChains } from '../../chains/useChains'
import { useLocalStore } from '../../kernel/createLocalStore'
import { counterfactualSafeInfo } from './counterfactualSafeInfo'
import { counterfactualSafesStore, findCounterfactualSafe } from './counterfactualSafesStore'
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
  const counterfactualSafes = useLocalStore(counterfactualSafesStore)
  // An undeployed Safe of this browser opens from its stored setup until the gateway knows it.
  const counterfactual =
    param.status === 'ok' && !safeQuery.data
      ? findCounterfactualSafe(counterfactualSafes, param.chain.chainId, param.address)
      : undefined
  const safeInfo = safeQuery.data ?? (counterfactual && counterfactualSafeInfo(counterfactual))
  const state = useMemo<SafeState>(
    () => ({ safeParam, param, chainsQuery, safeQuery, counterfactual }),
    [safeParam, param, chainsQuery, safeQuery, counterfactual],
  )
  const current = useMemo<CurrentSafe | null>(
    () =>
      param.status === 'ok' && safeInfo
        ? {
            chainId: param.chain.chainId,
            chain: param.chain,
            address: param.address,
            safeInfo,
            safeParam: `${param.chain.shortName}:${param.address}`,
            counterfactual,
          }
        : null,
    [param, safeInfo, counterfactual],
  )
  return (
    <SafeStateContext.Provider value={state}>
      <CurrentSafeContext.Provider value={current}>{children}</CurrentSafeContext.Provider>
    </SafeStateContext.Provider>
  )
}
