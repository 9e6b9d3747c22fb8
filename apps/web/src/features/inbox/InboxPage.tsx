import { Link } from '@tanstack/react-router'
import { ChainBadge } from '../../components/ChainBadge'
import { Skeleton } from '../../components/Skeleton'
import { shortenAddress } from '../../components/shortenAddress'
import { useAddressBookName } from '../address-book/addressBookStore'
import type { InboxItem, InboxKind } from './buildInbox'
import { useInbox } from './useInbox'

const KIND_TEXT: Record<InboxKind, string> = {
  sign: 'Awaits your signature',
  execute: 'Ready for you to execute',
  message: 'Message awaits your signature',
}

/** `/inbox`: what awaits the connected account across its Safes and chains, newest first. */
export function InboxPage() {
  const inbox = useInbox()
  return (
    <div className="page page-narrow" data-testid="inbox-page">
      <h1>Inbox</h1>
      <p className="muted">
        What awaits you in the Safes you own or added, on every network. Open one to review it.
      </p>
      {!inbox.me ? (
        <p className="muted">Connect your wallet to see what awaits you.</p>
      ) : inbox.isPending && inbox.items.length === 0 ? (
        <div aria-busy="true">
          <Skeleton height="2.75rem" />
        </div>
      ) : inbox.items.length === 0 ? (
        <p className="muted" data-testid="inbox-empty">
          Nothing awaits you in {inbox.safes.length} Safe{inbox.safes.length === 1 ? '' : 's'}.
        </p>
      ) : (
        <ul className="list card" data-testid="inbox-list">
          {inbox.items.map((item) => (
            <InboxRow key={item.key} item={item} />
          ))}
        </ul>
      )}
      {inbox.errors.map((error) => (
        <p key={error} className="field-error" role="alert">
          Could not be read: {error}
        </p>
      ))}
    </div>
  )
}

function InboxRow({ item }: { item: InboxItem }) {
  const name = useAddressBookName(item.chain.chainId, item.safe)
  return (
    <li data-testid="inbox-row" data-kind={item.kind}>
      <Link to={item.to} search={item.search} className="list-row list-row-link">
        <span style={{ flex: 1 }}>
          <span className="address-view-name">{item.title}</span>
          <span className="muted">
            {' '}
            · {KIND_TEXT[item.kind]} · {name ?? shortenAddress(item.safe)}
          </span>
        </span>
        <ChainBadge chain={item.chain} />
        <time className="muted" dateTime={new Date(item.timestamp).toISOString()}>
          {new Date(item.timestamp).toLocaleString()}
        </time>
      </Link>
    </li>
  )
}
