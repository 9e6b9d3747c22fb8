import type { SafeCollectibleResponse } from '@assent/gateway-client'
import { useState } from 'react'
import { explorerAddressUrl } from '../../chains/explorerUrls'
import { ErrorState } from '../../components/ErrorState'
import { ExplorerLink } from '../../components/ExplorerLink'
import { Skeleton } from '../../components/Skeleton'
import { useCurrentSafe } from '../safe/SafeContext'
import { AssetTypeTabs } from './AssetTypeTabs'
import { useCollectibles } from './hooks/useCollectibles'

/** /balances/nfts: the Safe's NFTs as a grid, with image fallbacks and paging. */
export function NftsPage() {
  const safe = useCurrentSafe()
  const collectibles = useCollectibles(safe.chainId, safe.address)
  const items = collectibles.data?.pages.flatMap((page) => page.results) ?? []

  return (
    <div className="page" data-testid="nfts-page">
      <div className="page-header">
        <div>
          <h1>Assets</h1>
          <nav className="tabs" aria-label="Asset types">
            <AssetTypeTabs safeParam={safe.safeParam} />
          </nav>
        </div>
      </div>
      {collectibles.isError && !collectibles.data ? (
        <ErrorState
          title="NFTs could not be loaded"
          message={collectibles.error.message}
          onRetry={() => collectibles.refetch()}
        />
      ) : collectibles.isPending ? (
        <div className="nft-grid" aria-busy="true">
          {[0, 1, 2, 3].map((n) => (
            <div key={n} className="card nft-card">
              <Skeleton height={180} />
            </div>
          ))}
        </div>
      ) : items.length === 0 ? (
        <div className="card empty-state">
          <h2>No NFTs</h2>
          <p className="muted">NFTs this Safe owns will show up here.</p>
        </div>
      ) : (
        <>
          <ul className="nft-grid list" aria-label="NFTs">
            {items.map((nft) => (
              <li key={`${nft.address}-${nft.id}`} className="card nft-card" data-testid="nft-card">
                <NftImage nft={nft} />
                <div className="nft-meta">
                  <strong>{nft.name ?? `${nft.tokenSymbol} #${nft.id}`}</strong>
                  <span className="muted">
                    {nft.tokenName} · #{nft.id.length > 10 ? `${nft.id.slice(0, 8)}…` : nft.id}
                  </span>
                  <ExplorerLink
                    href={explorerAddressUrl(safe.chain, nft.address)}
                    label={`View ${nft.tokenName} on block explorer`}
                  />
                </div>
              </li>
            ))}
          </ul>
          {collectibles.hasNextPage && (
            <button
              type="button"
              className="button"
              disabled={collectibles.isFetchingNextPage}
              onClick={() => collectibles.fetchNextPage()}
            >
              {collectibles.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </button>
          )}
        </>
      )}
    </div>
  )
}

function NftImage({ nft }: { nft: SafeCollectibleResponse }) {
  const sources = [nft.imageUri, nft.logoUri].filter((src): src is string =>
    Boolean(src && /^(https?:|ipfs:)/.test(src)),
  )
  const [index, setIndex] = useState(0)
  const src = sources[index]?.replace(/^ipfs:\/\//, 'https://ipfs.io/ipfs/')
  if (!src) {
    return (
      <div className="nft-image" aria-hidden="true">
        {nft.tokenSymbol.slice(0, 3)}
      </div>
    )
  }
  return (
    <img
      className="nft-image"
      src={src}
      alt={nft.name ?? `${nft.tokenName} #${nft.id}`}
      loading="lazy"
      onError={() => setIndex((i) => i + 1)}
    />
  )
}
