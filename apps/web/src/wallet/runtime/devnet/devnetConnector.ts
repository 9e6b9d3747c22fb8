import { type Address, type Chain, getAddress, SwitchChainError } from 'viem'
import { ChainNotConfiguredError, createConnector } from 'wagmi'
import { connectedAccounts } from '../../connectedAccounts'
import { createDevnetProvider, type DevnetProvider } from './createDevnetProvider'
import { DEVNET_TEST_PRIVATE_KEYS } from './devnetAccounts'

export const DEVNET_CONNECTOR_ID = 'devnetTestAccounts'
const CONNECTED_KEY = `${DEVNET_CONNECTOR_ID}.connected`

/**
 * wagmi connector for the Development wallet: the devnet's TEST KEYS, signing in the page.
 * Remembers the connection in wagmi's storage so automatic reconnection works after a reload.
 */
export function devnetConnector({ chain, rpcUrl }: { chain: Chain; rpcUrl: string }) {
  return createConnector<DevnetProvider, Record<string, unknown>, Record<string, unknown>>(
    (config) => {
      let provider: DevnetProvider | undefined
      let onAccountsChanged: ((accounts: string[]) => void) | undefined

      const getProvider = async () => {
        provider ??= createDevnetProvider({ chain, rpcUrl, privateKeys: DEVNET_TEST_PRIVATE_KEYS })
        return provider
      }

      return {
        id: DEVNET_CONNECTOR_ID,
        name: 'Devnet test account',
        type: 'devnet',
        async connect<capabilities extends boolean = false>({
          withCapabilities,
        }: {
          withCapabilities?: capabilities | boolean | undefined
        } = {}) {
          const p = await getProvider()
          const accounts = (await p.request({ method: 'eth_requestAccounts' })) as Address[]
          if (!onAccountsChanged) {
            onAccountsChanged = this.onAccountsChanged.bind(this)
            p.on('accountsChanged', onAccountsChanged)
          }
          await config.storage?.setItem(CONNECTED_KEY, true)
          return {
            accounts: connectedAccounts<capabilities>(accounts, withCapabilities),
            chainId: chain.id,
          }
        },
        async disconnect() {
          const p = await getProvider()
          if (onAccountsChanged) p.removeListener('accountsChanged', onAccountsChanged)
          onAccountsChanged = undefined
          p.disconnect()
          await config.storage?.removeItem(CONNECTED_KEY)
        },
        async getAccounts() {
          const p = await getProvider()
          return (await p.request({ method: 'eth_accounts' })) as Address[]
        },
        async getChainId() {
          return chain.id
        },
        getProvider,
        async isAuthorized() {
          return Boolean(await config.storage?.getItem(CONNECTED_KEY))
        },
        async switchChain({ chainId }) {
          if (chainId === chain.id) return chain
          // As wagmi's own connectors say it; describeWalletError adds the chain and the wallet.
          throw new SwitchChainError(new ChainNotConfiguredError())
        },
        onAccountsChanged(accounts) {
          if (accounts.length === 0) this.onDisconnect()
          else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
        },
        onChainChanged(chainId) {
          config.emitter.emit('change', { chainId: Number(chainId) })
        },
        async onDisconnect() {
          config.emitter.emit('disconnect')
          await config.storage?.removeItem(CONNECTED_KEY)
        },
      }
    },
  )
}
