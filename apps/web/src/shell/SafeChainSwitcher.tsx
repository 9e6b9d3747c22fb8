import { useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { useChains } from '../chains/useChains'
import { StrokeIcon } from '../components/StrokeIcon'
import {
  counterfactualSafesStore,
  findCounterfactualSafe,
} from '../features/safe/counterfactualSafesStore'
import { useSafeAcrossChains } from '../features/safe/hooks/useSafeAcrossChains'
import { useOptionalSafe } from '../features/safe/SafeContext'
import { useLocalStore } from '../kernel/createLocalStore'

/**
 * The networks the open Safe's address is a Safe on (deployed, or undeployed in this browser);
 * choosing one opens its home there (`?safe=shortName:address`). Hidden while the Safe lives on one network only. On a phone
 * (app.css) the select lies unseen over the header's Safe, which shows a chevron: tapping the
 * Safe opens the list, so the header gets no wider.
 */
export function SafeChainSwitcher() {
  const safe = useOptionalSafe()
  const chains = useChains().data ?? []
  const across = useSafeAcrossChains(chains, safe?.address)
  const undeployed = useLocalStore(counterfactualSafesStore)
  const navigate = useNavigate()
  const id = useId()
  if (!safe) return null
  // A network counts when the gateway serves the Safe there, or when this browser holds it
  // there undeployed (created on several networks at once, or added on one).
  const served = across.filter(
    (entry) =>
      entry.info ||
      entry.chain.chainId === safe.chainId ||
      findCounterfactualSafe(undeployed, entry.chain.chainId, safe.address),
  )
  if (served.length < 2) return null
  return (
    <span className="safe-chain-switcher">
      <label htmlFor={id} className="visually-hidden">
        Network of this Safe
      </label>
      <select
        id={id}
        className="select select-small"
        value={safe.chainId}
        data-testid="safe-chain-switcher"
        onChange={(e) => {
          const chain = chains.find((c) => c.chainId === e.target.value)
          if (!chain) return
          // Pages below home name chain-specific things (a transaction): start at home.
          navigate({ to: '/home', search: { safe: `${chain.shortName}:${safe.address}` } })
        }}
      >
        {served.map(({ chain }) => (
          <option key={chain.chainId} value={chain.chainId}>
            {chain.chainName}
          </option>
        ))}
      </select>
      <ChevronIcon />
    </span>
  )
}

function ChevronIcon() {
  return (
    <StrokeIcon className="safe-chain-switcher-chevron" size={16} strokeWidth={2.5}>
      <path d="m6 9 6 6 6-6" />
    </StrokeIcon>
  )
}
