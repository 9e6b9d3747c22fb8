import type { Wallet } from '@rainbow-me/rainbowkit'
import { createConnector } from 'wagmi'
import { QR_CONNECTOR_ID, qrConnector } from './qrConnector'

const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><rect width="28" height="28" rx="6" fill="#1f2937"/><path d="M6 6h6v6H6zM16 6h6v6h-6zM6 16h6v6H6zM16 16h2v2h-2zM20 20h2v2h-2zM16 20h2v2h-2zM20 16h2v2h-2z" fill="#fff"/></svg>',
)}`

/**
 * RainbowKit wallet "QR signer (air-gapped)": an air-gapped signer (Keystone and others that speak
 * the Ethereum UR types) reached through QR codes and the camera.
 */
export function qrHardwareWallet(): Wallet {
  return {
    id: QR_CONNECTOR_ID,
    name: 'QR signer (air-gapped)',
    shortName: 'QR wallet',
    iconUrl: ICON,
    iconBackground: '#1f2937',
    iconAccent: '#1f2937',
    installed: true,
    createConnector: (walletDetails) =>
      createConnector((config) => ({ ...qrConnector()(config), ...walletDetails })),
  }
}
