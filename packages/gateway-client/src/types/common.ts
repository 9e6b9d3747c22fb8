import type { TokenType } from '@assent/core'

/**
 * A string enum that also accepts values a newer gateway may add, so unknown values type-check
 * and flow through instead of crashing (autocomplete still offers the known members).
 */
export type OpenUnion<T extends string> = T | (string & {})

/** An address with optional display data, as the gateway returns it everywhere. */
export type AddressEx = {
  /** EIP-55 checksummed address. */
  value: string
  name?: string | null
  logoUri?: string | null
}

/** One page of a cursor-paged list; `next`/`previous` are absolute URLs to fetch as given. */
export type Page<T> = {
  count?: number
  next: string | null
  previous: string | null
  results: T[]
}

/** Token metadata shared by balances, transfers and gas tokens. */
export type TokenInfo = {
  type: OpenUnion<TokenType>
  address: string
  decimals: number | null
  symbol: string
  name: string
  logoUri: string | null
}

/** One row of the balances list; amounts are decimal strings. */
export type SafeBalanceItem = {
  tokenInfo: TokenInfo
  balance: string
  fiatBalance: string
  fiatConversion: string
}

/** `GET /v1/chains/{chainId}/safes/{address}/balances/{currency}`. */
export type SafeBalanceResponse = {
  fiatTotal: string
  items: SafeBalanceItem[]
}

/** `GET /v1/balances/supported-fiat-codes`: lower- or upper-case ISO codes as the gateway gives them. */
export type FiatCurrencies = string[]

/** `GET /v1/chains/{chainId}/owners/{address}/safes`. */
export type OwnedSafes = {
  safes: string[]
}

/** One NFT, as listed by the v1 collectibles list and the v2 collectibles page. */
export type SafeCollectibleResponse = {
  address: string
  tokenName: string
  tokenSymbol: string
  logoUri: string
  id: string
  uri: string | null
  name: string | null
  description: string | null
  imageUri: string | null
  metadata: Record<string, unknown> | null
}

/** `GET /v2/chains/{chainId}/safes/{address}/collectibles`. */
export type SafeCollectiblesPage = Page<SafeCollectibleResponse>

/** `GET /v1/chains/{chainId}/safes/{address}/nonces`. */
export type SafeNonces = {
  currentNonce: number
  recommendedNonce: number
}

/** `GET /v1/chains/{chainId}/about/indexing` (Assent extension): how far the indexer has got. */
export type IndexingStatus = {
  chainId: string
  latestBlock: number
  indexedBlock: number
  lag: number
  synced: boolean
}

/** `GET /v1/auth/nonce`: a one-time nonce for a SIWE message. */
export type AuthNonce = {
  nonce: string
}

/** `POST /v1/auth/verify` body: the SIWE message and the wallet's signature over it. */
export type VerifyAuthBody = {
  message: string
  signature: string
}
