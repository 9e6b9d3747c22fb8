import { compareSafeVersions } from '@assent/core'
import type { SafeInfo } from '@assent/gateway-client'
import { type Address, getAddress } from 'viem'
import { chainAddressBook } from '../chain/chainAddressBook'
import type { ChainContext } from '../chain/createChainRegistry'
import type { SafeState } from '../chain/readSafeState'
import { readSafeStateCached } from '../chain/readSafeStateCached'
import type { GatewayDeps } from '../deps'
import { addressEx } from '../wire/addressBook'
import { readSafeTags } from './readSafeTags'

/**
 * SafeInfo of `address`: configuration read from the chain, the singleton's version state
 * against the chain's known master copies, and the list tags from the database.
 */
export async function getSafeInfo(
  deps: Pick<GatewayDeps, 'db'>,
  chain: ChainContext,
  address: Address,
): Promise<SafeInfo> {
  const [state, tags] = await Promise.all([
    readSafeStateCached(chain, address),
    readSafeTags(deps.db, chain.chainId, address),
  ])
  const book = chainAddressBook(chain)
  return {
    address: addressEx(address, book),
    chainId: chain.info.chainId,
    nonce: Number(state.nonce),
    threshold: state.threshold,
    owners: state.owners.map((owner) => addressEx(owner, book)),
    implementation: addressEx(state.implementation, book),
    implementationVersionState: implementationVersionState(chain, state),
    modules: state.modules.length > 0 ? state.modules.map((m) => addressEx(m, book)) : null,
    guard: state.guard ? addressEx(state.guard, book) : null,
    fallbackHandler: state.fallbackHandler ? addressEx(state.fallbackHandler, book) : null,
    version: state.version,
    ...tags,
  }
}

/** UP_TO_DATE when the singleton is a known master copy at least as new as the recommended one. */
export function implementationVersionState(
  chain: ChainContext,
  state: Pick<SafeState, 'implementation'>,
): SafeInfo['implementationVersionState'] {
  const known = chain.config.masterCopies.find(
    (copy) => getAddress(copy.address) === state.implementation,
  )
  const recommended = chain.info.recommendedMasterCopyVersion
  if (!known || !recommended) return 'UNKNOWN'
  return compareSafeVersions(known.version, recommended) >= 0 ? 'UP_TO_DATE' : 'OUTDATED'
}
