import { type Chain, getAddress, isAddress } from 'viem'
import { ChainNotConfiguredError, createConnector } from 'wagmi'
import { connectedAccounts } from '../../connectedAccounts'
import { independentTransports } from '../../runtime/independentTransport'
import type { ApduTransport } from './createLedgerEthApp'
import type { LedgerAccount, LedgerProvider } from './createLedgerProvider'

export const LEDGER_CONNECTOR_ID = 'ledgerUsb'
/** The chosen account and chain, kept for automatic reconnection after a reload. */
const SESSION_KEY = `${LEDGER_CONNECTOR_ID}.session`

type StoredSession = LedgerAccount & { chainId: number }

export type LedgerConnectorOptions = {
  /** Opens the device; Ledger's WebHID transport unless a test hands in another. */
  openTransport?: () => Promise<ApduTransport>
}

/**
 * wagmi connector for a Ledger over USB (WebHID), signing on the device. Only this small part
 * is in the wallet chunk: the transport, the protocol and the account chooser are imported when
 * Ledger is picked, or when it is reconnected as the wallet used last (then from the stored
 * account, without opening the device until it must sign).
 */
export function ledgerConnector({ openTransport }: LedgerConnectorOptions = {}) {
  return createConnector<LedgerProvider, Record<string, unknown>, Record<string, unknown>>(
    (config) => {
      let provider: LedgerProvider | undefined
      const onChainChanged = (chainId: string) => {
        config.emitter.emit('change', { chainId: Number(chainId) })
      }
      const onDisconnect = async () => {
        provider = undefined
        config.emitter.emit('disconnect')
        await config.storage?.removeItem(SESSION_KEY)
      }
      const handlers = {
        chainChanged: (chainId: unknown) => onChainChanged(String(chainId)),
        disconnect: () => void onDisconnect(),
      }
      const firstChain = (config.chains[0] as Chain).id

      const stored = async (): Promise<StoredSession | undefined> => {
        const value = (await config.storage?.getItem(SESSION_KEY)) as Partial<StoredSession> | null
        if (!value || typeof value.path !== 'string' || typeof value.address !== 'string') return
        if (!isAddress(value.address)) return
        const chainId = config.chains.some((chain) => chain.id === value.chainId)
          ? (value.chainId as number)
          : firstChain
        return { address: getAddress(value.address), path: value.path, chainId }
      }
      const remember = async (next: LedgerProvider) => {
        const session: StoredSession = { ...next.account, chainId: next.chainId() }
        await config.storage?.setItem(SESSION_KEY, session)
      }

      const load = async (account: LedgerAccount | undefined, chainId: number) => {
        const { connectLedger } = await import('./connectLedger')
        const next = await connectLedger({
          account,
          chainId,
          chains: config.chains,
          // The app's wagmi config builds its clients itself (createWalletConfig's `client`),
          // so it hands no transports over: the Ledger reads and broadcasts by the same policy.
          transports: config.transports ?? independentTransports(config.chains),
          openTransport,
        })
        next.on('chainChanged', handlers.chainChanged)
        next.on('disconnect', handlers.disconnect)
        provider = next
        return next
      }
      const release = async () => {
        const current = provider
        provider = undefined
        if (!current) return
        current.removeListener('chainChanged', handlers.chainChanged)
        current.removeListener('disconnect', handlers.disconnect)
        await current.disconnect()
      }

      return {
        id: LEDGER_CONNECTOR_ID,
        name: 'Ledger',
        type: 'ledger',
        async connect<capabilities extends boolean = false>({
          chainId,
          isReconnecting,
          withCapabilities,
        }: {
          chainId?: number | undefined
          isReconnecting?: boolean | undefined
          withCapabilities?: capabilities | boolean | undefined
        } = {}) {
          let current = isReconnecting ? provider : undefined
          if (!current) {
            const session = isReconnecting ? await stored() : undefined
            if (isReconnecting && !session) throw new Error('No Ledger account to reconnect.')
            await release()
            current = await load(session, session?.chainId ?? chainId ?? firstChain)
          }
          if (chainId !== undefined && config.chains.some((chain) => chain.id === chainId)) {
            current.switchChain(chainId)
          }
          await remember(current)
          return {
            accounts: connectedAccounts<capabilities>([current.account.address], withCapabilities),
            chainId: current.chainId(),
          }
        },
        async disconnect() {
          await release()
          await config.storage?.removeItem(SESSION_KEY)
        },
        async getAccounts() {
          return provider ? [provider.account.address] : []
        },
        async getChainId() {
          return provider?.chainId() ?? (await stored())?.chainId ?? firstChain
        },
        async getProvider() {
          // wagmi's reconnect asks for the provider before connect(isReconnecting): restore it
          // from the stored account (the device stays closed until it must sign).
          if (!provider) {
            const session = await stored()
            if (session) await load(session, session.chainId)
          }
          return provider as LedgerProvider
        },
        async isAuthorized() {
          return (await stored()) !== undefined
        },
        async switchChain({ chainId }) {
          const chain = config.chains.find((candidate) => candidate.id === chainId)
          if (!chain) throw new ChainNotConfiguredError()
          provider?.switchChain(chainId)
          if (provider) await remember(provider)
          config.emitter.emit('change', { chainId })
          return chain
        },
        onAccountsChanged(accounts) {
          if (accounts.length === 0) this.onDisconnect()
          else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
        },
        onChainChanged,
        onDisconnect,
      }
    },
  )
}
