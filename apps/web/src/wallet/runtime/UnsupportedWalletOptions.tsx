import { useConnectModal } from '@rainbow-me/rainbowkit'
import { useEffect, useMemo } from 'react'
import { useConfig } from 'wagmi'
import { disableUnsupportedOptions } from './disableUnsupportedOptions'

/**
 * While the connect modal is open, keeps the buttons of unsupported wallets (see
 * withUnsupportedState) disabled: RainbowKit renders its list into a portal and re-renders it
 * as the user moves around, so the buttons are marked as they appear.
 */
export function UnsupportedWalletOptions() {
  const { connectModalOpen } = useConnectModal()
  const { connectors } = useConfig()
  const reasons = useMemo(() => unsupportedReasons(connectors), [connectors])

  useEffect(() => {
    if (!connectModalOpen || reasons.size === 0) return
    disableUnsupportedOptions(document.body, reasons)
    const observer = new MutationObserver(() => disableUnsupportedOptions(document.body, reasons))
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [connectModalOpen, reasons])
  return null
}

/** RainbowKit wallet id → reason, from the connectors' `rkDetails` (withUnsupportedState). */
function unsupportedReasons(connectors: readonly unknown[]): Map<string, string> {
  const reasons = new Map<string, string>()
  for (const connector of connectors) {
    const details = (connector as { rkDetails?: { id?: unknown; unsupportedReason?: unknown } })
      .rkDetails
    if (typeof details?.id === 'string' && typeof details.unsupportedReason === 'string') {
      reasons.set(details.id, details.unsupportedReason)
    }
  }
  return reasons
}
