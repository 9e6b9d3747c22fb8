import type { LooseTypedData } from '@assent/review'
import { messageSigningBlockers } from '@assent/review'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Hex } from 'viem'
import { useConfig } from 'wagmi'
import { signTypedData } from 'wagmi/actions'
import { SignBlockers } from '../../components/SignProblems'
import { useGateway } from '../../kernel/GatewayProvider'
import { describeWalletError } from '../../wallet/errors'
import { useCurrentSafe } from '../safe/SafeContext'
import { WalletGate } from '../safe/WalletGate'
import { submitSafeMessageSignatureMutationOptions } from './submitSafeMessageSignatureMutationOptions'

export type SignMessageButtonProps = {
  content: string | LooseTypedData
  messageHash: Hex
  label: string
  origin?: string
  safeAppId?: number
  /** Runs once the signature is stored and the messages are marked stale. */
  onSigned?: () => void
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
  const queryClient = useQueryClient()
  const blockers = messageSigningBlockers({
    content,
    safe: { chainId: safe.chainId, address: safe.address, version: safe.safeInfo.version },
    acknowledgements,
  })
  const submit = useMutation(
    submitSafeMessageSignatureMutationOptions({
      queryClient,
      gateway: client,
      signTypedData: (typedData) => signTypedData(config, typedData),
      onSuccess: onSigned,
    }),
  )
  const error = submit.error ? describeSigningFailure(submit.error) : null

  function sign() {
    if (blockers.length > 0) return
    submit.mutate({
      safe: { chainId: safe.chainId, address: safe.address, version: safe.safeInfo.version },
      account,
      content,
      messageHash,
      origin,
      safeAppId,
    })
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
        disabled={disabled || blockers.length > 0 || submit.isPending}
        onClick={sign}
      >
        {submit.isPending ? 'Confirm in your wallet…' : label}
      </button>
    </div>
  )
}

/** The wallet's refusal in its words; any other error (a bad signature, the gateway) as it is. */
function describeSigningFailure(failure: unknown): string {
  const described = describeWalletError(failure, 'signTypedData')
  return failure instanceof Error && !described.rejected ? failure.message : described.message
}
