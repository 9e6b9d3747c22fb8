import { formatTokenAmount } from '@assent/gateway-client'
import { decodeCallLocally } from '@assent/review'
import { useMemo } from 'react'
import { shortenAddress } from '../../../components/shortenAddress'
import type { AbiRegistry } from '../../abi-registry/abiRegistryStore'
import { useRegisteredAbis } from '../../abi-registry/useRegisteredAbis'
import { useCurrentSafe } from '../../safe/SafeContext'
import type { SavedBatchItem } from './savedBatchStore'

/** One action of the batch: its title, decoded method, target and value, and its moves. */
export function SavedBatchRow({
  item,
  index,
  last,
  onMove,
  onRemove,
  registry,
}: {
  item: SavedBatchItem
  index: number
  last: boolean
  onMove: (step: -1 | 1) => void
  onRemove: () => void
  /** Where the user's contract ABIs are read; the app's own when not given. */
  registry?: AbiRegistry
}) {
  const safe = useCurrentSafe()
  // A method only an ABI the user attached to this contract knows is named too.
  const abis = useRegisteredAbis(safe.chainId, [item.to], registry)
  const method = useMemo(() => {
    const decoded = decodeCallLocally(
      { to: item.to, value: BigInt(item.value), operation: 0, data: item.data },
      safe.address,
      abis,
    )
    if (decoded.method) return decoded.method
    return item.data === '0x' ? 'plain transfer' : 'unknown method'
  }, [item, safe.address, abis])
  const number = index + 1
  const { symbol, decimals } = safe.chain.nativeCurrency
  return (
    <li className="tx-batch-item" data-testid="saved-batch-item">
      <span style={{ flex: 1 }}>
        <span data-testid="saved-batch-title">{item.title}</span>
        <br />
        <span className="muted">
          {method} → {shortenAddress(item.to)}
          {item.value !== '0' && ` · ${formatTokenAmount(item.value, decimals)} ${symbol}`}
          {item.origin && ` · from ${item.origin.name}`}
        </span>
      </span>
      <button
        type="button"
        className="button button-small"
        disabled={index === 0}
        aria-label={`Move action ${number} up`}
        onClick={() => onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="button button-small"
        disabled={last}
        aria-label={`Move action ${number} down`}
        onClick={() => onMove(1)}
      >
        ↓
      </button>
      <button
        type="button"
        className="button button-small"
        aria-label={`Remove action ${number}`}
        onClick={onRemove}
      >
        Remove
      </button>
    </li>
  )
}
