import { createConnector, ProviderNotFoundError } from '@wagmi/core'
import { type Address, getAddress, withTimeout } from 'viem'
import {
  createSafeAppsClient,
  type SafeAppsClient,
  type SafeAppsClientOptions,
} from '../app/createSafeAppsClient'
import { createSafeAppProvider, type SafeAppProvider } from './createSafeAppProvider'

export type SafeAppConnectorOptions = SafeAppsClientOptions & {
  /**
   * How long to wait for the wallet to answer `getSafeInfo`. Outside a Safe the request is
   * never answered, so this bounds how long detection takes. Default 1000 ms.
   */
  getInfoTimeoutMs?: number
  /** A client to reuse instead of creating one. */
  client?: SafeAppsClient
}

/**
 * A wagmi connector for apps embedded in a Safe wallet: it connects only inside an iframe and
 * only when the parent answers as a Safe wallet, then acts through {@link createSafeAppProvider}.
 */
export function safeAppConnector(options: SafeAppConnectorOptions = {}) {
  let provider: SafeAppProvider | undefined
  let client = options.client
  let onDisconnect: (() => void) | undefined

  const loadProvider = async (): Promise<SafeAppProvider | undefined> => {
    const win = options.window ?? (globalThis as { window?: Window }).window
    if (!win || win.parent === (win as unknown)) return undefined
    if (provider) return provider
    client ??= createSafeAppsClient(options)
    const activeClient = client
    const safe = await withTimeout(() => activeClient.safe.getInfo(), {
      timeout: options.getInfoTimeoutMs ?? 1000,
    })
    provider = createSafeAppProvider(activeClient, { safe })
    return provider
  }

  return createConnector<SafeAppProvider | undefined>((config) => ({
    id: 'safe',
    name: 'Safe',
    type: 'safe',
    async connect<capabilities extends boolean = false>(parameters?: {
      withCapabilities?: capabilities | boolean | undefined
    }) {
      const current = await loadProvider()
      if (!current) throw new ProviderNotFoundError()
      const accounts = await this.getAccounts()
      const chainId = current.chainId
      if (!onDisconnect) {
        onDisconnect = this.onDisconnect.bind(this)
        current.on('disconnect', onDisconnect)
      }
      return {
        accounts: connectedAccounts<capabilities>(accounts, parameters?.withCapabilities),
        chainId,
      }
    },
    async disconnect() {
      // The wallet keeps the app's Safe; disconnecting only stops relaying its events.
      if (provider && onDisconnect) provider.removeListener('disconnect', onDisconnect)
      onDisconnect = undefined
    },
    async getAccounts() {
      const current = await loadProvider()
      if (!current) throw new ProviderNotFoundError()
      const accounts = (await current.request({ method: 'eth_accounts' })) as string[]
      return accounts.map((account) => getAddress(account))
    },
    async getChainId() {
      const current = await loadProvider()
      if (!current) throw new ProviderNotFoundError()
      return current.chainId
    },
    getProvider: loadProvider,
    async isAuthorized() {
      try {
        return (await this.getAccounts()).length > 0
      } catch {
        return false
      }
    },
    // A Safe App sees one Safe on one chain; changing either reloads the app.
    onAccountsChanged() {},
    onChainChanged() {},
    onDisconnect() {
      config.emitter.emit('disconnect')
    },
  }))
}

/** What wagmi's `connect` answers for `withCapabilities`: the accounts alone, or with capabilities. */
type ConnectedAccounts<capabilities extends boolean> = capabilities extends true
  ? readonly { address: Address; capabilities: Record<string, unknown> }[]
  : readonly Address[]

/**
 * The accounts in the shape the caller asked for. Overloaded so the answer's type follows
 * `withCapabilities` the way wagmi's generic `connect` declares it, without the cast wagmi's
 * own connectors use.
 */
function connectedAccounts<capabilities extends boolean>(
  accounts: readonly Address[],
  withCapabilities: capabilities | boolean | undefined,
): ConnectedAccounts<capabilities>
function connectedAccounts(
  accounts: readonly Address[],
  withCapabilities: boolean | undefined,
): ConnectedAccounts<boolean> {
  return withCapabilities ? accounts.map((address) => ({ address, capabilities: {} })) : accounts
}
