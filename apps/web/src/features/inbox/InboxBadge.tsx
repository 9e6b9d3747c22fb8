import { Link } from '@tanstack/react-router'
import './inbox.css'
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
    <Link to="/inbox" className="button button-small inbox-link" data-testid="inbox-badge">
      Inbox
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
