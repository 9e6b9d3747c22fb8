import './missingBrowserWallet.css'
import { useConnectModal } from '@rainbow-me/rainbowkit'
import { useEffect, useMemo, useState } from 'react'
import { createPortal } from 'react-dom'
import { ConnectorNotFoundError, useConfig } from 'wagmi'
import { Modal } from '../../components/Modal'
import { describeWalletError } from '../errors'

/** RainbowKit's list button of its "Browser Wallet" (the injected provider). */
const BROWSER_WALLET_OPTION = '[data-rk] [data-testid="rk-wallet-option-injected"]'

type OtherWay = { id: string; name: string }

/**
 * SPEC §8's "Connector not found" path. Without a wallet extension, RainbowKit's "Browser
 * Wallet" showed "Opening Browser Wallet… Confirm connection in the extension" with nothing to
 * wait for. While the connect modal is open, a click on that option when the page has no
 * injected provider is caught before RainbowKit sees it (capture phase), and a dialog says at
 * once that no browser wallet was found and offers the other ways, each starting its own
 * RainbowKit flow from the list.
 */
export function MissingBrowserWallet() {
  const { connectModalOpen } = useConnectModal()
  const { connectors } = useConfig()
  const otherWays = useMemo(() => otherWaysToConnect(connectors), [connectors])
  const [missing, setMissing] = useState(false)

  useEffect(() => {
    if (!connectModalOpen) {
      setMissing(false)
      return
    }
    const onClick = (event: MouseEvent) => {
      const target = event.target
      if (!(target instanceof Element) || !target.closest(BROWSER_WALLET_OPTION)) return
      if (hasInjectedProvider()) return
      event.preventDefault()
      event.stopPropagation()
      setMissing(true)
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [connectModalOpen])

  useEffect(() => {
    if (!missing) return
    // Escape closes this dialog only: RainbowKit's modal below would close on it too.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.stopPropagation()
      setMissing(false)
    }
    window.addEventListener('keydown', onKey, true)
    return () => window.removeEventListener('keydown', onKey, true)
  }, [missing])

  if (!missing) return null
  const { message } = describeWalletError(new ConnectorNotFoundError(), 'connect')
  const choose = (id: string) => {
    setMissing(false)
    document
      .querySelector<HTMLElement>(`[data-rk] [data-testid="rk-wallet-option-${CSS.escape(id)}"]`)
      ?.click()
  }
  return createPortal(
    <div className="missing-browser-wallet-layer">
      <Modal
        title="No browser wallet found"
        onClose={() => setMissing(false)}
        testId="missing-browser-wallet"
      >
        <p role="alert">{message}</p>
        {otherWays.length > 0 && (
          <>
            <h3 className="missing-browser-wallet-heading">Other ways to connect</h3>
            <ul className="missing-browser-wallet-ways">
              {otherWays.map((way) => (
                <li key={way.id}>
                  <button type="button" className="button" onClick={() => choose(way.id)}>
                    {way.name}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
        <div className="modal-footer">
          <button type="button" className="button" onClick={() => setMissing(false)}>
            Back to the wallet list
          </button>
        </div>
      </Modal>
    </div>,
    document.body,
  )
}

/** RainbowKit's injected wallet connects through `window.ethereum`; without it, none is there. */
function hasInjectedProvider(): boolean {
  return typeof (window as { ethereum?: unknown }).ethereum !== 'undefined'
}

/** The usable wallets of the list besides the Browser Wallet, in the list's order. */
function otherWaysToConnect(connectors: readonly unknown[]): OtherWay[] {
  const ways: OtherWay[] = []
  for (const connector of connectors) {
    const details = (
      connector as {
        rkDetails?: {
          id?: unknown
          name?: unknown
          unsupportedReason?: unknown
          isWalletConnectModalConnector?: unknown
        }
      }
    ).rkDetails
    if (typeof details?.id !== 'string' || typeof details.name !== 'string') continue
    if (details.id === 'injected' || details.unsupportedReason) continue
    // RainbowKit's hidden second WalletConnect connector, for its own QR modal.
    if (details.isWalletConnectModalConnector) continue
    if (ways.some((way) => way.id === details.id)) continue
    ways.push({ id: details.id, name: details.name })
  }
  return ways
}
