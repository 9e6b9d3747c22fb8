import type { ChainInfo } from '@assent/gateway-client'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import type { PublicClient } from 'viem'
import { config } from '../kernel/config'
import { type ChainRpcChoice, chainRpcUrls, chooseChainRpc } from './chooseChainRpc'
import {
  chooseVerificationRpc,
  type VerificationChoice,
  type VerificationSource,
} from './chooseVerificationRpc'
import { getPinnedRpc, usePinnedRpc } from './pinnedRpcStore'
import { getVerificationWalletProvider, useVerificationWalletProvider } from './walletProviderStore'

export type { VerificationSource }

export type VerificationClient = {
  /** Reads the chain independently of the gateway; undefined when there is no such RPC (yet). */
  client: PublicClient | undefined
  source: VerificationSource
  /** Human text for "checked through …": "your wallet's RPC", "your pinned RPC https://…". */
  label: string
  /** Identifies the RPC behind `client`, for query keys (changes when the client arrives). */
  key: string
  /** True while the client code is still loading (an RPC exists, `client` comes in a moment). */
  pending: boolean
}

type ClientModule = typeof import('./createVerificationClient')
let clientModule: ClientModule | undefined
let loading: Promise<ClientModule> | undefined
const listeners = new Set<() => void>()

/** Loads viem's client code (its own chunk, kept out of the first page load) once. */
function loadClientModule(): Promise<ClientModule> {
  loading ??= import('./createVerificationClient').then(
    (module) => {
      clientModule = module
      for (const listener of listeners) listener()
      return module
    },
    (error: unknown) => {
      loading = undefined // a later call retries
      throw error
    },
  )
  return loading
}

function withClient(choice: VerificationChoice, module: ClientModule | undefined) {
  const { source, label, key } = choice
  if (source === 'none') return { client: undefined, source, label, key, pending: false }
  if (!module) return { client: undefined, source, label, key: `${key}#loading`, pending: true }
  return { client: module.clientFor(choice), source, label, key, pending: false }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const getModule = () => clientModule

/**
 * A viem client for checking the gateway on `chainId` — never through the gateway's rpcUri.
 * The connected wallet's own provider when it is on that chain, else the RPC the user pinned
 * for it in Settings → Verification RPC, else none (callers then say the on-chain state is
 * unverified). Works before the wallet stack has loaded (then only a pinned RPC counts).
 * While `pending`, the client code is loading: treat it as "checking", not "unverified".
 * @example const { client, source, label } = useVerificationClient(safe.chainId)
 */
export function useVerificationClient(chainId: string): VerificationClient {
  const wallet = useVerificationWalletProvider()
  const pinned = usePinnedRpc(chainId)
  const module = useSyncExternalStore(subscribe, getModule, getModule)
  const choice = useMemo(
    () => chooseVerificationRpc(chainId, wallet, pinned),
    [chainId, wallet, pinned],
  )
  useEffect(() => {
    if (choice.source !== 'none') loadClientModule().catch(() => {})
  }, [choice.source])
  return useMemo(() => withClient(choice, module), [choice, module])
}

/**
 * The same choice outside React, from the current state; `client` is undefined (and `pending`
 * true) until the client code has loaded — prefer loadVerificationClient in async code.
 */
export function getVerificationClient(chainId: string): VerificationClient {
  const choice = chooseVerificationRpc(
    chainId,
    getVerificationWalletProvider(),
    getPinnedRpc(chainId),
  )
  if (choice.source !== 'none' && !clientModule) loadClientModule().catch(() => {})
  return withClient(choice, clientModule)
}

/** The verification client of `chainId` once its code has loaded (Safe Apps host, transports). */
export async function loadVerificationClient(chainId: string): Promise<VerificationClient> {
  const choice = chooseVerificationRpc(
    chainId,
    getVerificationWalletProvider(),
    getPinnedRpc(chainId),
  )
  if (choice.source === 'none') return withClient(choice, undefined)
  return withClient(choice, await loadClientModule())
}

/** A client for a chain's `read`s (not verification) and where it reads. */
export type ChainReadClient = {
  client: ReturnType<ClientModule['clientFor']>
  source: ChainRpcChoice['source']
  label: string
}

/**
 * A client for reads that check nothing (a Safe App's `rpcCall`, wagmi's reads), by the app's
 * RPC policy (chooseChainRpc): the wallet's provider on that chain, else the user's pinned RPC,
 * else `publicUrls` with fallback — by default the chain config's (`chainRpcUrls`, a keyed URL
 * only with VITE_RPC_API_KEY). `client` is undefined when there is no RPC at all.
 * @example const { client } = await loadChainReadClient('1', { chain })
 */
export async function loadChainReadClient(
  chainId: string,
  from: { chain?: Pick<ChainInfo, 'rpcUri' | 'publicRpcUri'>; publicUrls?: readonly string[] },
): Promise<ChainReadClient> {
  const choice = chooseChainRpc({
    chainId,
    purpose: 'read',
    wallet: getVerificationWalletProvider(),
    pinnedUrl: getPinnedRpc(chainId),
    publicUrls: from.publicUrls ?? (from.chain ? chainRpcUrls(from.chain, config.rpcApiKey) : []),
  })
  const { source, label } = choice
  if (source === 'none') return { client: undefined, source, label }
  return { client: (await loadClientModule()).clientFor(choice), source, label }
}
