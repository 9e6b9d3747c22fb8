import { useAccountModal, useChainModal, useConnectModal } from '@rainbow-me/rainbowkit'
import { useEffect } from 'react'

/**
 * While one of RainbowKit's modals is open, mends what axe finds in its markup: wallet icons
 * are `role="img"` without a name (decorative: the button says the wallet's name, so they are
 * hidden from assistive technology), and the account modal points `aria-labelledby` at an id
 * it never renders (it gets the name "Account").
 */
export function RainbowKitA11y() {
  const { connectModalOpen } = useConnectModal()
  const { accountModalOpen } = useAccountModal()
  const { chainModalOpen } = useChainModal()
  const open = connectModalOpen || accountModalOpen || chainModalOpen

  useEffect(() => {
    if (!open) return
    mendRainbowKitMarkup(document)
    const observer = new MutationObserver(() => mendRainbowKitMarkup(document))
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [open])
  return null
}

function mendRainbowKitMarkup(root: Document) {
  for (const icon of root.querySelectorAll(
    '[data-rk] button [role="img"]:not([aria-label]):not([aria-hidden])',
  )) {
    icon.setAttribute('aria-hidden', 'true')
  }
  for (const dialog of root.querySelectorAll('[data-rk] [role="dialog"]:not([aria-label])')) {
    const labelledBy = dialog.getAttribute('aria-labelledby')
    if (labelledBy && root.getElementById(labelledBy)) continue
    dialog.setAttribute('aria-label', accountModal(dialog) ? 'Account' : 'Wallet')
  }
}

function accountModal(dialog: Element): boolean {
  return dialog.querySelector('[data-testid="rk-disconnect-button"]') !== null
}
