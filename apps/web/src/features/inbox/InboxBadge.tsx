import { Link } from '@tanstack/react-router'
import './inbox.css'
import { StrokeIcon } from '../../components/StrokeIcon'
import { useWalletAccount } from '../../wallet/walletAccount'
import { useInbox } from './useInbox'
import { useInboxLiveUpdates } from './useInboxLiveUpdates'
import { useInboxSafes } from './useInboxSafes'
import { useSignatureNotifications } from './useSignatureNotifications'

/**
 * The header's link to the inbox with the count of what awaits the connected account. It is
 * always on screen, so it also keeps the inbox live (the event stream, or polling without one)
 * and sends the browser notifications the user turned on.
 */
export function InboxBadge() {
  const me = useWalletAccount().address
  return me ? <LiveInboxBadge me={me} /> : null
}

function LiveInboxBadge({ me }: { me: string }) {
  const { safes } = useInboxSafes(me)
  const pollChains = useInboxLiveUpdates(safes)
  const { items } = useInbox({ pollChains })
  useSignatureNotifications(items)
  const count = items.length
  return (
    <Link
      to="/inbox"
      className="button button-small header-count-link inbox-link"
      data-testid="inbox-badge"
    >
      <InboxIcon />
      {/* A phone shows the icon instead (app.css); the word stays the link's name. */}
      <span className="header-count-link-text">Inbox</span>
      {/* The name read out is the visible text plus its meaning ("Inbox 2 awaiting you"). */}
      {count > 0 && (
        <span className="badge">
          {count}
          <span className="visually-hidden"> awaiting you</span>
        </span>
      )}
    </Link>
  )
}

function InboxIcon() {
  return (
    <StrokeIcon className="header-count-link-icon" size={20} strokeLinejoin="round">
      <path d="M3 13h5l1.5 3h5L16 13h5M5.5 5h13L21 13v6H3v-6z" />
    </StrokeIcon>
  )
}
