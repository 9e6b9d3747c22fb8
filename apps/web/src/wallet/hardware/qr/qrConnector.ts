import { type Address, getAddress, SwitchChainError } from 'viem'
import { ChainNotConfiguredError, createConnector } from 'wagmi'
import { connectedAccounts } from '../../connectedAccounts'
import type { QrAccount } from './hdAccounts'
import type { QrProvider } from './qrProvider'

export const QR_CONNECTOR_ID = 'qrHardwareWallet'
/** The paired account (address and derivation path), kept for reconnecting after a reload. */
const ACCOUNT_KEY = `${QR_CONNECTOR_ID}.account`

/**
 * wagmi connector of the air-gapped QR signer. Its code (UR codec, QR drawing, camera
 * decoder, dialogs) is imported only when the wallet is chosen or reconnected, so the app's
 * first load does not carry it.
 */
export function qrConnector() {
  return createConnector<QrProvider, Record<string, unknown>, { [ACCOUNT_KEY]: QrAccount }>(
    (config) => {
      let provider: QrProvider | undefined
      let listening = false
      const stored = async () =>
        ((await config.storage?.getItem(ACCOUNT_KEY)) ?? undefined) as QrAccount | undefined

      const getProvider = async () => {
        if (!provider) {
          const { createQrProvider } = await import('./qrProvider')
          provider = createQrProvider({
            chains: config.chains,
            initialChainId: config.chains[0].id,
            account: await stored(),
          })
        }
        return provider
      }

      return {
        id: QR_CONNECTOR_ID,
        name: 'QR signer (air-gapped)',
        type: 'qrHardwareWallet',
        async connect<capabilities extends boolean = false>({
          chainId,
          isReconnecting,
          withCapabilities,
        }: {
          chainId?: number | undefined
          isReconnecting?: boolean | undefined
          withCapabilities?: capabilities | boolean | undefined
        } = {}) {
          const p = await getProvider()
          let account = await stored()
          if (!account || !isReconnecting) {
            const { askForQrAccount } = await import('./qrPrompts')
            account = await askForQrAccount()
            await config.storage?.setItem(ACCOUNT_KEY, account)
          }
          p.setAccount(account)
          if (!listening) {
            listening = true
            p.on('accountsChanged', this.onAccountsChanged.bind(this))
            p.on('chainChanged', this.onChainChanged.bind(this))
          }
          if (chainId && chainId !== (await this.getChainId()))
            await this.switchChain?.({ chainId })
          const address = getAddress(account.address)
          return {
            accounts: connectedAccounts<capabilities>([address], withCapabilities),
            chainId: await this.getChainId(),
          }
        },
        async disconnect() {
          provider?.setAccount(undefined)
          await config.storage?.removeItem(ACCOUNT_KEY)
        },
        async getAccounts() {
          const account = await stored()
          return account ? [getAddress(account.address)] : []
        },
        async getChainId() {
          const p = await getProvider()
          return Number(await p.request({ method: 'eth_chainId' }))
        },
        getProvider,
        async isAuthorized() {
          return Boolean(await stored())
        },
        async switchChain({ chainId }) {
          const chain = config.chains.find((c) => c.id === chainId)
          if (!chain) throw new SwitchChainError(new ChainNotConfiguredError())
          const p = await getProvider()
          await p.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: `0x${chainId.toString(16)}` }],
          })
          return chain
        },
        onAccountsChanged(accounts) {
          if (accounts.length === 0) this.onDisconnect()
          else
            config.emitter.emit('change', {
              accounts: accounts.map((a) => getAddress(a as Address)),
            })
        },
        onChainChanged(chainId) {
          config.emitter.emit('change', { chainId: Number(chainId) })
        },
        async onDisconnect() {
          config.emitter.emit('disconnect')
          await config.storage?.removeItem(ACCOUNT_KEY)
        },
      }
    },
  )
}
