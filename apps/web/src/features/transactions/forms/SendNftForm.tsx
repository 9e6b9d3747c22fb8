import { erc721Abi } from '@assent/core'
import { useState } from 'react'
import { encodeFunctionData, getAddress } from 'viem'
import { shortenAddress } from '../../../components/shortenAddress'
import { useCollectibles } from '../../balances/hooks/useCollectibles'
import { useCurrentSafe } from '../../safe/SafeContext'
import type { TransactionDraft } from '../request/draft'
import { RecipientField } from './RecipientField'
import { validateRecipient } from './validateRecipient'

/** Send one NFT (ERC-721 safeTransferFrom from the Safe). */
export function SendNftForm({ onDraft }: { onDraft: (draft: TransactionDraft) => void }) {
  const safe = useCurrentSafe()
  const collectibles = useCollectibles(safe.chainId, safe.address)
  const items = collectibles.data?.pages.flatMap((page) => page.results) ?? []
  const [selected, setSelected] = useState<string>('')
  const [recipient, setRecipient] = useState('')
  const nft = items.find((item) => `${item.address}:${item.id}` === selected) ?? items[0]
  const recipientCheck = validateRecipient(recipient, safe.chain.shortName)

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (!nft || !recipientCheck.ok) return
        onDraft({
          title: `Send ${nft.tokenSymbol || nft.tokenName} #${nft.id} to ${shortenAddress(recipientCheck.address)}`,
          call: {
            to: getAddress(nft.address),
            value: 0n,
            operation: 0,
            data: encodeFunctionData({
              abi: erc721Abi,
              functionName: 'safeTransferFrom',
              args: [safe.address, recipientCheck.address, BigInt(nft.id)],
            }),
          },
        })
      }}
    >
      <label className="field">
        <span className="field-label">NFT</span>
        <select
          className="select"
          value={nft ? `${nft.address}:${nft.id}` : ''}
          onChange={(event) => setSelected(event.target.value)}
          data-testid="nft-select"
        >
          {items.map((item) => (
            <option key={`${item.address}:${item.id}`} value={`${item.address}:${item.id}`}>
              {item.name ?? item.tokenName} #{item.id}
            </option>
          ))}
        </select>
        {collectibles.isPending && <span className="field-hint">Loading NFTs…</span>}
        {!collectibles.isPending && items.length === 0 && (
          <span className="field-hint">This Safe holds no NFTs.</span>
        )}
      </label>
      <RecipientField label="Recipient" value={recipient} onChange={setRecipient} />
      <div className="modal-footer">
        <button
          type="submit"
          className="button button-primary"
          disabled={!nft || !recipientCheck.ok}
          data-testid="build-next"
        >
          Next
        </button>
      </div>
    </form>
  )
}
