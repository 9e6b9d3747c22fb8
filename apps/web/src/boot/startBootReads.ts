import { checkChainShortName, getKnownChainIdByShortName, splitEip3770 } from '@assent/core/address'
import {
  type BootChain,
  bootResources,
  type Check,
  InvalidJsonError,
  pageOf,
} from '@assent/gateway-client/resources'
import { userTimeZone } from '../features/transactions/history/historyTimeZone'
import { gatewayConfig } from '../kernel/gatewayConfig'
import { sharedGatewayFetch } from '../kernel/sharedGatewayFetch'
import type { BootAnswer, BootHandoff, BootPage, BootView } from './bootHandoff'
import type { BootPreferences } from './readBootPreferences'
import { readPersistedView } from './readPersistedView'

const PAGES: Record<string, BootPage> = {
  '/balances': 'balances',
  '/transactions/history': 'history',
}

const { balances, chains, transactionHistory } = bootResources
/** `GET /v1/chains` answers one page of the list. */
const checkChainPage = pageOf(chains.boot.check)

/** The gateway's answer was not usable; the boot shows this message instead of rows. */
export class BootReadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'BootReadError'
  }
}

/**
 * The gateway URLs the full app reads for these pages, built the same way as the
 * gateway-client's `buildUrl` (percent-encoded path segments, URLSearchParams query) with the
 * parameters of useBalances and useTransactionHistory, so the full app's requests join the
 * boot's (kernel/sharedGatewayFetch.ts). startBootReads.test.ts pins them to the client's.
 */
export const bootUrls = {
  chains: (base: string) => `${base}/v1/chains`,
  safeInfo: (base: string, chainId: string, address: string) =>
    `${base}/v1/chains/${encodeURIComponent(chainId)}/safes/${encodeURIComponent(address)}`,
  balances: (base: string, chainId: string, address: string, currency: string) =>
    `${bootUrls.safeInfo(base, chainId, address)}/balances/${encodeURIComponent(currency)}?exclude_spam=true`,
  history: (base: string, chainId: string, address: string, timeZone: string) =>
    `${bootUrls.safeInfo(base, chainId, address)}/transactions/history?${new URLSearchParams({ timezone: timeZone, trusted: 'true' })}`,
}

async function getJson(url: string, fetchImpl: typeof fetch): Promise<BootAnswer> {
  const response = await fetchImpl(url, {
    headers: { Accept: 'application/json' },
    credentials: gatewayConfig.credentials,
    // As the gateway-client asks: a redirect is not followed blindly (it is left to the full app).
    redirect: 'manual',
  })
  if (!response.ok) throw new BootReadError(`The gateway answered ${response.status} for ${url}`)
  let json: unknown
  try {
    json = await response.json()
  } catch (cause) {
    throw new BootReadError(`The gateway's answer for ${url} is not JSON`, { cause })
  }
  return { url, json, receivedAt: Date.now() }
}

function checked<T>(check: Check<T>, answer: BootAnswer, what: string): T {
  try {
    return check(answer.json, '')
  } catch (error) {
    if (error instanceof InvalidJsonError) {
      throw new BootReadError(`The gateway's ${what} is not valid: ${error.message}`, {
        cause: error,
      })
    }
    throw error
  }
}

/** The chain `shortName` names, with well-known chains under their built-in short names only. */
function findChain(chains: readonly BootChain[], shortName: string): BootChain | undefined {
  const wanted = shortName.toLowerCase()
  return chains.find(
    (chain) =>
      checkChainShortName(chain.chainId, chain.shortName).shortName.toLowerCase() === wanted,
  )
}

/**
 * Reads the URL and, on a page the boot renders (balances, history) with a well-formed
 * `?safe=`, starts the reads that page needs at once: the chain list (preloaded by index.html)
 * to resolve the short name, then the Safe's info and the page's list side by side. Returns
 * null on any other page: those wait for the full app.
 */
export function startBootReads(
  location: { pathname: string; search: string },
  preferences: BootPreferences,
  {
    gatewayUrl = gatewayConfig.url,
    fetchImpl = sharedGatewayFetch,
    timeZone,
    storage,
  }: {
    gatewayUrl?: string
    fetchImpl?: typeof fetch
    /** Default: the browser's, asked only when the page needs it (the history). */
    timeZone?: string
    /** Where the full app persists its query cache (read for a returning visit). */
    storage?: Storage | undefined
  } = {},
): BootHandoff | null {
  const page = Object.hasOwn(PAGES, location.pathname) ? PAGES[location.pathname] : undefined
  const safeParam = new URLSearchParams(location.search).get('safe')
  if (!page || !safeParam) return null
  let parsed: ReturnType<typeof splitEip3770>
  try {
    parsed = splitEip3770(safeParam)
  } catch {
    return null // the full app explains what is wrong with it
  }
  // The address as written: its EIP-55 checksum needs keccak, which stays out of the boot. The
  // full app checks it (and says so if it is wrong) before it uses any of these answers.
  const { shortName, addressText: address } = parsed
  if (!shortName) return null
  const base = gatewayUrl.replace(/\/+$/, '')
  // Asking the browser for its zone sets Intl up (~12 ms on the 2-core bench machine, more than
  // the balances' number formats then add): only the history asks, once the page needs it.
  const zone = () => {
    timeZone ??= userTimeZone()
    return timeZone
  }
  const answers: BootHandoff['answers'] = {}
  let markPainted = () => {}
  const painted = new Promise<void>((resolve) => {
    markPainted = resolve
  })
  const read = async (key: keyof BootHandoff['answers'], url: string) => {
    const answer = await getJson(url, fetchImpl)
    answers[key] = answer
    return answer
  }

  const readPage = (chainId: string) => {
    const list =
      page === 'balances'
        ? read('balances', bootUrls.balances(base, chainId, address, preferences.currency))
        : read('transactionHistory', bootUrls.history(base, chainId, address, zone()))
    // The Safe's info only fills the full app's cache (which checks it; the boot renders none
    // of it): asked once the page is painted. The gateway reads the chain for it (up to ~300 ms
    // of CPU on the 2-core bench machine), which must not run beside the first paint.
    painted.then(() => read('safeInfo', bootUrls.safeInfo(base, chainId, address))).catch(() => {})
    return list
  }
  const chainsRead = read('chains', bootUrls.chains(base))
  // A well-known short name (`devnet`, `eth`…) can only mean its own chain: the full app gives
  // a gateway no other (chains/trustedShortNames.ts). So its reads start at
  // once, beside the chain list, which must then confirm that the gateway serves that chain.
  const knownChainId = getKnownChainIdByShortName(shortName)
  const early = knownChainId === undefined ? undefined : readPage(knownChainId)
  early?.catch(() => {}) // awaited below, once the chain is confirmed

  const view = (async (): Promise<BootView> => {
    const chainPage = checked(checkChainPage, await chainsRead, 'chain list')
    const chain = findChain(chainPage.results, shortName)
    if (!chain) throw new BootReadError(`The network "${shortName}" is not served by this gateway.`)
    const answer =
      early && chain.chainId === knownChainId ? await early : await readPage(chain.chainId)
    return page === 'balances'
      ? { page, chain, balances: checked(balances.boot.check, answer, 'balances') }
      : { page, chain, history: checked(transactionHistory.boot.check, answer, 'history') }
  })()

  const cached = readPersistedView(storage, {
    page,
    gatewayUrl: base,
    findChain: (chains) => findChain(chains, shortName),
    address,
    currency: preferences.currency,
    timeZone: zone,
  })
  const handoff: BootHandoff = {
    page,
    safeParam,
    shortName,
    address,
    gatewayUrl: base,
    preferences,
    // Read by the history's rows only: the balances page's boot never asks for the zone.
    get timeZone() {
      return zone()
    },
    answers,
    cached,
    view,
    firstPaintDone: markPainted,
  }
  view.then(
    (settled) => {
      handoff.settled = { view: settled }
    },
    (error: unknown) => {
      handoff.settled = { error: error instanceof Error ? error : new Error(String(error)) }
    },
  )
  return handoff
}
