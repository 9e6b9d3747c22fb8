import { and, eq, inArray } from 'drizzle-orm'
import type { ChainContext } from '../chain/createChainRegistry'
import type { SafeState } from '../chain/readSafeState'
import { tokens } from '../db/schema/tokens'
import type { GatewayDeps } from '../deps'
import { checksummed } from '../wire/checksummed'
import type { MappingContext } from './summary'
import type { TokenMeta } from './txInfo'

type BookEntry = { name: string | null; logoUri: string | null }

const contractNames: Record<string, string> = {
  safeSingletonAddress: 'Safe',
  safeProxyFactoryAddress: 'SafeProxyFactory',
  multiSendAddress: 'MultiSend',
  multiSendCallOnlyAddress: 'MultiSendCallOnly',
  fallbackHandlerAddress: 'CompatibilityFallbackHandler',
  signMessageLibAddress: 'SignMessageLib',
  createCallAddress: 'CreateCall',
  simulateTxAccessorAddress: 'SimulateTxAccessor',
}

/** Names of the chain's Safe contracts (singletons, factories, libraries) from its config. */
function knownContracts(chain: ChainContext): Map<string, BookEntry> {
  const book = new Map<string, BookEntry>()
  for (const [key, name] of Object.entries(contractNames)) {
    const address = chain.info.contractAddresses?.[key as keyof typeof chain.info.contractAddresses]
    if (address) book.set(checksummed(address), { name, logoUri: null })
  }
  for (const copy of chain.config.masterCopies) {
    book.set(checksummed(copy.address), {
      name: `${copy.l2 ? 'SafeL2' : 'Safe'} ${copy.version}`,
      logoUri: null,
    })
  }
  for (const factory of chain.config.proxyFactories) {
    book.set(checksummed(factory), { name: 'SafeProxyFactory', logoUri: null })
  }
  return book
}

/**
 * What mapping rows to wire shapes needs: the Safe's state, metadata of the tokens among
 * `addresses` (tx targets, transfer tokens, gas tokens) and an address book of names.
 */
export async function loadMappingContext(
  deps: GatewayDeps,
  chain: ChainContext,
  safe: SafeState,
  addresses: Iterable<string | null>,
): Promise<MappingContext> {
  const wanted = [...new Set([...addresses].flatMap((a) => (a ? [checksummed(a)] : [])))]
  const rows =
    wanted.length === 0
      ? []
      : await deps.db
          .select()
          .from(tokens)
          .where(and(eq(tokens.chainId, chain.chainId), inArray(tokens.address, wanted)))
  return mappingContextOf(chain, safe, rows)
}

/** The mapping context from token rows already read (e.g. beside a history window). */
export function mappingContextOf(
  chain: ChainContext,
  safe: SafeState,
  tokenRows: readonly TokenMeta[],
): MappingContext {
  const tokenMap = new Map<string, TokenMeta>()
  const book: Map<string, BookEntry> = knownContracts(chain)
  for (const row of tokenRows) {
    const address = checksummed(row.address)
    tokenMap.set(address, { ...row, address })
    book.set(address, { name: row.name, logoUri: row.logoUri })
  }
  return {
    safe: {
      address: safe.address,
      nonce: safe.nonce,
      threshold: safe.threshold,
      owners: safe.owners,
    },
    tokens: tokenMap,
    book,
  }
}
