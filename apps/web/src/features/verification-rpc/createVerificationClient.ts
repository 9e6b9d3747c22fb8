import {
  createPublicClient,
  custom,
  type EIP1193Provider,
  http,
  type PublicClient,
  TimeoutError,
} from 'viem'
import type { WalletProviderState } from './walletProviderStore'

export type VerificationSource = 'wallet' | 'pinned' | 'none'

export type VerificationClient = {
  /** Reads the chain independently of the gateway; undefined when there is no such RPC. */
  client: PublicClient | undefined
  source: VerificationSource
  /** Human text for "checked through …": "your wallet's RPC", "your pinned RPC https://…". */
  label: string
  /** Identifies the RPC behind `client`, for query keys (changes when the RPC changes). */
  key: string
}

/** How long one read may take before the state counts as unverified (no endless "checking"). */
export const VERIFICATION_TIMEOUT_MS = 15_000

const NONE: VerificationClient = {
  client: undefined,
  source: 'none',
  label: 'no independent RPC',
  key: 'none',
}

const providerIds = new WeakMap<object, number>()
let nextProviderId = 1
const clients = new Map<string, PublicClient>()

/**
 * Picks the RPC that checks the gateway on `chainId`: the wallet's own provider when it is on
 * that chain, else the pinned URL, else none. Never the gateway's rpcUri: a lying gateway would
 * serve an RPC that agrees with it. Clients are reused per RPC so query keys stay stable.
 */
export function selectVerificationClient(
  chainId: string,
  wallet: WalletProviderState | undefined,
  pinnedUrl: string | undefined,
): VerificationClient {
  if (wallet && String(wallet.chainId) === chainId) {
    let id = providerIds.get(wallet.provider)
    if (id === undefined) {
      id = nextProviderId++
      providerIds.set(wallet.provider, id)
    }
    const key = `wallet:${wallet.connectorId}:${id}:${chainId}`
    return {
      client: cachedClient(key, () => walletClientFor(wallet.provider)),
      source: 'wallet',
      label: `your wallet's RPC (${wallet.connectorName})`,
      key,
    }
  }
  if (pinnedUrl) {
    const key = `pinned:${chainId}:${pinnedUrl}`
    return {
      client: cachedClient(key, () =>
        createPublicClient({
          transport: http(pinnedUrl, {
            retryCount: 1,
            timeout: VERIFICATION_TIMEOUT_MS,
            fetchOptions: { credentials: 'omit' },
          }),
        }),
      ),
      source: 'pinned',
      label: `your pinned RPC ${pinnedUrl}`,
      key,
    }
  }
  return NONE
}

function cachedClient(key: string, make: () => PublicClient): PublicClient {
  let client = clients.get(key)
  if (!client) {
    client = make()
    clients.set(key, client)
  }
  return client
}

/** The wallet's provider as a read client; its requests time out like http's do. */
function walletClientFor(provider: EIP1193Provider): PublicClient {
  const timed = {
    request: (args: Parameters<EIP1193Provider['request']>[0]) =>
      withTimeout(provider.request(args), VERIFICATION_TIMEOUT_MS),
  }
  return createPublicClient({ transport: custom(timed, { retryCount: 1 }) })
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new TimeoutError({ body: {}, url: "the wallet's provider" })),
      ms,
    )
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}
