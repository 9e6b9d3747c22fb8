import { getAddress } from 'viem'
import type { AddressBook } from '../wire/addressBook'
import type { ChainContext } from './createChainRegistry'

const CONTRACT_NAMES: Record<string, string> = {
  safeProxyFactoryAddress: 'SafeProxyFactory',
  multiSendAddress: 'MultiSend',
  multiSendCallOnlyAddress: 'MultiSendCallOnly',
  fallbackHandlerAddress: 'CompatibilityFallbackHandler',
  signMessageLibAddress: 'SignMessageLib',
  createCallAddress: 'CreateCall',
  simulateTxAccessorAddress: 'SimulateTxAccessor',
}

const books = new WeakMap<ChainContext, AddressBook>()

/**
 * Names of the chain's Safe contracts (singletons, factory, libraries, handler) for AddressEx,
 * built once per chain from its config.
 */
export function chainAddressBook(chain: ChainContext): AddressBook {
  const cached = books.get(chain)
  if (cached) return cached
  const book = new Map<string, { name: string | null; logoUri: string | null }>()
  const version = chain.info.recommendedMasterCopyVersion ?? ''
  for (const [key, name] of Object.entries(CONTRACT_NAMES)) {
    const address = chain.info.contractAddresses?.[key as keyof typeof chain.info.contractAddresses]
    if (address) book.set(getAddress(address), { name: `${name} ${version}`.trim(), logoUri: null })
  }
  for (const copy of chain.config.masterCopies) {
    const name = `Safe ${copy.version}${copy.l2 ? ' L2' : ''}`
    book.set(getAddress(copy.address), { name, logoUri: null })
  }
  books.set(chain, book)
  return book
}
