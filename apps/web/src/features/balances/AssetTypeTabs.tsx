import { Link } from '@tanstack/react-router'

/** The Tokens / NFTs tabs of the assets pages, keeping the Safe in the link. */
export function AssetTypeTabs({ safeParam }: { safeParam: string }) {
  return (
    <>
      <Link
        to="/balances"
        search={{ safe: safeParam }}
        className="tab"
        activeProps={{ className: 'tab active' }}
        activeOptions={{ exact: true, includeSearch: false }}
      >
        Tokens
      </Link>
      <Link
        to="/balances/nfts"
        search={{ safe: safeParam }}
        className="tab"
        activeProps={{ className: 'tab active' }}
        activeOptions={{ includeSearch: false }}
      >
        NFTs
      </Link>
    </>
  )
}
