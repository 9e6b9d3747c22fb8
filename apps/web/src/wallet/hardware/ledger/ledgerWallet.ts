import type { Wallet } from '@rainbow-me/rainbowkit'
import { createConnector } from 'wagmi'
import { canUseWebHid } from './canUseWebHid'
import {
  LEDGER_CONNECTOR_ID,
  type LedgerConnectorOptions,
  ledgerConnector,
} from './ledgerConnector'

// A hardware key with a screen and two buttons: drawn here, not Ledger's trademark.
const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><rect width="28" height="28" rx="6" fill="#141414"/><rect x="5" y="9" width="18" height="10" rx="2" fill="none" stroke="#fff" stroke-width="1.6"/><rect x="8" y="12" width="8" height="4" rx="0.8" fill="#fff"/><circle cx="19.5" cy="14" r="1.4" fill="#fff"/></svg>',
)}`

/**
 * RainbowKit wallet "Ledger" for the "Hardware" group: a Ledger connected to this
 * computer, reached over WebHID (Chromium-based browsers). Where WebHID is missing it is not
 * installed, which the wallet list shows as unsupported.
 */
export function ledgerWallet(options: LedgerConnectorOptions = {}) {
  return (): Wallet => ({
    id: LEDGER_CONNECTOR_ID,
    name: 'Ledger',
    shortName: 'Ledger',
    iconUrl: ICON,
    iconBackground: '#141414',
    iconAccent: '#141414',
    installed: canUseWebHid(),
    createConnector: (walletDetails) =>
      createConnector((config) => ({
        ...ledgerConnector(options)(config),
        ...walletDetails,
      })),
  })
}
