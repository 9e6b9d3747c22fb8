import { createAppHost } from '@assent/safe-apps'
import { useEffect, useRef } from 'react'
import { useGateway } from '../../../kernel/GatewayProvider'
import { getWalletAccount } from '../../../wallet/walletAccount'
import { addressBookOnChain, addressBookStore } from '../../address-book/addressBookStore'
import { useCurrentSafe } from '../../safe/SafeContext'
import { openTransactionFlow } from '../../transactions/request/transactionFlowStore'
import { createSafeAppHandlers, type HostedApp } from '../host/createSafeAppHandlers'
import { closePromptsOf, openPrompt } from '../prompts/promptStore'

/**
 * Serves the app in `iframe` for as long as it is mounted: every protocol method, answered
 * with the Safe that is open when each request arrives. Leaving the app closes its prompts
 * (their requests are rejected) and stops listening.
 */
export function useSafeAppHost(iframe: HTMLIFrameElement | null, app: HostedApp): void {
  const safe = useCurrentSafe()
  const client = useGateway()
  const safeRef = useRef(safe)
  safeRef.current = safe
  const { name, url, origin, id } = app

  useEffect(() => {
    if (!iframe) return
    const hosted: HostedApp = { name, url, origin, ...(id === undefined ? {} : { id }) }
    const handlers = createSafeAppHandlers({
      client,
      app: hosted,
      hostOrigin: window.location.origin,
      getSafe: () => safeRef.current,
      getAccount: () => getWalletAccount().address,
      getAddressBook: (chainId) =>
        addressBookOnChain(addressBookStore.get(), chainId).map(({ address, name: entryName }) => ({
          address,
          chainId,
          name: entryName,
        })),
      // DELEGATE only comes from on-chain message signing (SignMessageLib, built in); the
      // message it signs goes with it for the review (SignedMessagePreview).
      proposeTransaction: ({ txs, origin: requestOrigin, safeTxGas, message }) =>
        openTransactionFlow({
          kind: 'calls',
          txs: txs.map((tx) => ({
            to: tx.to as `0x${string}`,
            value: tx.value,
            data: tx.data as `0x${string}`,
            ...(tx.operation === undefined ? {} : { operation: tx.operation }),
          })),
          origin: requestOrigin,
          ...(safeTxGas === undefined ? {} : { safeTxGas: String(safeTxGas) }),
          ...(message === undefined ? {} : { message }),
        }),
      askPermissions: (request) => openPrompt({ kind: 'permissions', ...request }),
      askSettingsChange: (request) => openPrompt({ kind: 'settings', ...request }),
      signOffChain: (request) => openPrompt({ kind: 'signMessage', ...request }),
    })
    const host = createAppHost({
      iframe,
      appUrl: url,
      handlers,
      onError: (error, method) => {
        if (import.meta.env.DEV) console.warn(`Safe App request ${method ?? ''} failed`, error)
      },
    })
    return () => {
      host.destroy()
      closePromptsOf(origin)
    }
  }, [iframe, client, name, url, origin, id])
}
