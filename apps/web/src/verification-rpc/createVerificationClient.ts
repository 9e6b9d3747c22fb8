import {
  createPublicClient,
  custom,
  type EIP1193Provider,
  fallback,
  http,
  type PublicClient,
  TimeoutError,
} from 'viem'
import type { ChainRpcChoice } from './chooseChainRpc'

/** How long one read may take before the state counts as unverified (no endless "checking"). */
export const VERIFICATION_TIMEOUT_MS = 15_000

const clients = new Map<string, PublicClient>()

/**
 * The viem client of a chosen RPC, reused per RPC (so query keys stay stable); undefined for
 * none. A chain's public RPCs are tried in order (viem `fallback`). Kept in its own chunk:
 * viem's client code loads only once something is read.
 */
export function clientFor(choice: ChainRpcChoice): PublicClient | undefined {
  if (choice.source === 'none') return undefined
  let client = clients.get(choice.key)
  if (!client) {
    if (choice.wallet) client = walletClientFor(choice.wallet.provider)
    else if (choice.pinnedUrl) client = pinnedClientFor(choice.pinnedUrl)
    else if (choice.urls?.length) client = publicClientFor(choice.urls)
    else return undefined
    clients.set(choice.key, client)
  }
  return client
}

function pinnedClientFor(url: string): PublicClient {
  return createPublicClient({
    transport: http(url, {
      retryCount: 1,
      timeout: VERIFICATION_TIMEOUT_MS,
      fetchOptions: { credentials: 'omit' },
    }),
  })
}

function publicClientFor(urls: readonly string[]): PublicClient {
  return createPublicClient({
    transport: fallback(
      urls.map((url) =>
        http(url, {
          retryCount: 0,
          timeout: VERIFICATION_TIMEOUT_MS,
          fetchOptions: { credentials: 'omit' },
        }),
      ),
      // One more round over all URLs before giving up (a node that blinked).
      { retryCount: 1 },
    ),
  })
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
