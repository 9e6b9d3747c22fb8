import type { LooseTypedData } from '@assent/review'
import { messageSigningBlockers } from '@assent/review'
import { useState } from 'react'
import type { Hex } from 'viem'
import { useConfig } from 'wagmi'
import { signTypedData } from 'wagmi/actions'
import { SignBlockers } from '../../components/SignProblems'
import { useGateway } from '../../kernel/GatewayProvider'
import { describeWalletError } from '../../wallet/errors'
import { useCurrentSafe } from '../safe/SafeContext'
import { WalletGate } from '../safe/WalletGate'
import { submitSafeMessageSignature } from './submitSafeMessageSignature'

export type SignMessageButtonProps = {
  content: string | LooseTypedData
  messageHash: Hex
  label: string
  origin?: string
  safeAppId?: number
  onSigned: () => void
  /**
   * What the user typed per risk of `content` (useMessageRiskReview): the button stays disabled,
   * saying why, until every risk the content itself carries has its word.
   */
  acknowledgements: Readonly<Record<string, string>>
  disabled?: boolean
}

/**
 * Signs a SafeMessage with the connected owner (once connected, on the Safe's chain, an owner)
 * and proposes or confirms it, once each risk of the message is acknowledged. Loaded with the
 * wallet stack (it uses wagmi).
 */
export default function SignMessageButton(props: SignMessageButtonProps) {
  const safe = useCurrentSafe()
  return (
    <WalletGate safe={safe}>{(account) => <SignAction {...props} account={account} />}</WalletGate>
  )
}

function SignAction({
  account,
  content,
  messageHash,
  label,
  origin,
  safeAppId,
  onSigned,
  acknowledgements,
  disabled,
}: SignMessageButtonProps & { account: `0x${string}` }) {
  const safe = useCurrentSafe()
  const client = useGateway()
  const config = useConfig()
  const [status, setStatus] = useState<'idle' | 'signing'>('idle')
  const [error, setError] = useState<string | null>(null)
  const blockers = messageSigningBlockers({
    content,
    safe: { chainId: safe.chainId, address: safe.address, version: safe.safeInfo.version },
    acknowledgements,
  })

  async function sign() {
    if (blockers.length > 0) return
    const version = safe.safeInfo.version
    if (!version) return setError("The Safe's version is unknown, so the message cannot be signed.")
    setStatus('signing')
    setError(null)
    try {
      await submitSafeMessageSignature({
        client,
        safe: { chainId: safe.chainId, safeAddress: safe.address, safeVersion: version },
        account,
        content,
        messageHash,
        origin,
        safeAppId,
        signTypedData: (typedData) => signTypedData(config, typedData),
      })
      onSigned()
    } catch (failure) {
      const described = describeWalletError(failure, 'signTypedData')
      setError(
        failure instanceof Error && !described.rejected ? failure.message : described.message,
      )
    } finally {
      setStatus('idle')
    }
  }

  return (
    <div>
      {error && (
        <p className="sa-danger" role="alert" data-testid="sign-message-error">
          {error}
        </p>
      )}
      <SignBlockers blockers={blockers} />
      <button
        type="button"
        className="button button-primary"
        data-testid="sign-message-button"
        disabled={disabled || blockers.length > 0 || status !== 'idle'}
        onClick={sign}
      >
        {status === 'signing' ? 'Confirm in your wallet…' : label}
      </button>
    </div>
  )
}
