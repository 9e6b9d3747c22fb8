import { parentSafeMessageTypedData, typedDataDeviceHashes } from '@assent/review'
import type { Address, Hex } from 'viem'
import { CopyButton } from '../../../components/CopyButton'
import { DeviceHashes } from '../../../components/DeviceHashes'
import { HexBox } from '../../../components/HexBox'

/**
 * Exactly what the parent's owner signs, every hash computed in this browser: the parent Safe's
 * SafeMessage whose message is the child's SafeTx encoding (0x1901 ‖ domain ‖ struct, whose
 * keccak256 is the child's safeTxHash), in the parent's EIP-712 domain.
 */
export function ParentSignaturePreview({
  chainId,
  child,
  parent,
  parentVersion,
  safeTxHash,
  preimage,
}: {
  chainId: number
  child: Address
  parent: Address
  parentVersion: string
  safeTxHash: Hex
  preimage: Hex
}) {
  const device = typedDataDeviceHashes(
    parentSafeMessageTypedData({ chainId, parent, parentVersion, childPreimage: preimage }),
  )
  const messageHash = device.hash
  return (
    <section className="tx-section" aria-labelledby="parent-signature-title">
      <h3 id="parent-signature-title">What you sign (computed here)</h3>
      <dl className="tx-kv" data-testid="parent-signature-preview">
        <dt>Signing as</dt>
        <dd className="mono" data-testid="preview-parent">
          Safe {parent} (version {parentVersion}), through its CompatibilityFallbackHandler
        </dd>
        <dt>Confirms for</dt>
        <dd className="mono" data-testid="preview-child">
          Safe {child}
        </dd>
        <dt>Transaction</dt>
        <dd className="mono" data-testid="preview-safe-tx-hash">
          safeTxHash {safeTxHash} <CopyButton value={safeTxHash} label="Copy safeTxHash" />
        </dd>
        <dt>Typed data</dt>
        <dd>
          SafeMessage(bytes message) of Safe {parent} on chain {chainId}; message = the
          transaction's EIP-712 encoding:
          <HexBox value={preimage} label="Copy message" testId="preview-message" />
        </dd>
        <dt>Hash your wallet signs</dt>
        <dd className="mono" data-testid="preview-message-hash">
          {messageHash} <CopyButton value={messageHash} label="Copy SafeMessage hash" />
        </dd>
      </dl>
      <DeviceHashes
        domainHash={device.domainHash}
        messageHash={device.messageHash}
        className="tx-kv"
      />
    </section>
  )
}
