import { Link } from '@tanstack/react-router'
import type { RefObject } from 'react'
import { InboxBadge } from '../features/inbox/InboxBadge'
import { WalletButton } from '../wallet/WalletButton'
import { HeaderBatch } from './HeaderBatch'
import { HeaderSafe } from './HeaderSafe'
import { Logo } from './Logo'
import { MenuIcon } from './MenuIcon'
import { SafeChainSwitcher } from './SafeChainSwitcher'

/**
 * Top bar: menu toggle (compact), logo, the open Safe (phone) and its networks, and the wallet
 * area.
 */
export function Header({
  hasSidebar,
  menuOpen,
  menuButtonRef,
  onToggleMenu,
}: {
  hasSidebar: boolean
  menuOpen: boolean
  /** The drawer returns focus here when dismissed. */
  menuButtonRef?: RefObject<HTMLButtonElement | null>
  onToggleMenu: () => void
}) {
  return (
    <header className="app-header">
      {hasSidebar && (
        <button
          ref={menuButtonRef}
          type="button"
          className="icon-button menu-button"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="safe-sidebar"
          onClick={onToggleMenu}
        >
          <MenuIcon />
        </button>
      )}
      <Link to="/" className="brand" aria-label="Assent home">
        <Logo />
        <span className="brand-name">Assent</span>
      </Link>
      {hasSidebar && (
        // One box so that on a phone the switcher can cover the Safe it switches (app.css).
        <div className="header-safe-area">
          <HeaderSafe />
          <SafeChainSwitcher />
        </div>
      )}
      <div className="app-header-spacer" />
      {hasSidebar && <HeaderBatch />}
      <InboxBadge />
      <WalletButton />
    </header>
  )
}
