import type { OnChainSafeState } from '@assent/review'
import type { Address } from 'viem'
import type { CurrentSafe } from '../../safe/SafeContext'

const entry = (value: string) => ({ value })

/**
 * The child Safe an approval is for, as the review components expect a Safe — built from what
 * the chain said through the verification RPC, not from the gateway's Safe info: on the
 * parent's chain, with the child's own address, version, owners, threshold, nonce and settings.
 */
export function childSafeView(
  parent: CurrentSafe,
  state: OnChainSafeState,
  child: Address,
): CurrentSafe {
  return {
    chainId: parent.chainId,
    chain: parent.chain,
    address: child,
    safeParam: `${parent.chain.shortName}:${child}`,
    safeInfo: {
      address: entry(child),
      chainId: parent.chainId,
      nonce: state.nonce,
      threshold: state.threshold,
      owners: state.owners.map(entry),
      implementation: entry(state.singleton),
      implementationVersionState: 'UNKNOWN',
      modules: state.modules.map(entry),
      guard: state.guard ? entry(state.guard) : null,
      fallbackHandler: state.fallbackHandler ? entry(state.fallbackHandler) : null,
      version: state.version,
      collectiblesTag: null,
      txQueuedTag: null,
      txHistoryTag: null,
      messagesTag: null,
    },
  }
}
