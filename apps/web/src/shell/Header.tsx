import { Link } from '@tanstack/react-router'
import type { RefObject } from 'react'
import { WalletButton } from '../wallet/WalletButton'
import { HeaderSafe } from './HeaderSafe'
import { Logo } from './Logo'

/** Top bar: menu toggle (compact), logo, the open Safe (phone), and the wallet area. */
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
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </button>
      )}
      <Link to="/" className="brand" aria-label="Assent home">
        <Logo />
        <span className="brand-name">Assent</span>
      </Link>
      {hasSidebar && <HeaderSafe />}
      <div className="app-header-spacer" />
      <WalletButton />
    </header>
  )
}
