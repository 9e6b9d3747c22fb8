import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useAccount, useConfig } from 'wagmi'
import { signTypedData } from 'wagmi/actions'
import { useGateway } from '../../../kernel/GatewayProvider'
import { notify } from '../../../kernel/notifications/notify'
import { describeSignStepFailure } from '../../../wallet/signAndProve'
import { useCurrentSafe } from '../../safe/SafeContext'
import { removeProposerMutationOptions } from './removeProposerMutationOptions'

export type RemoveProposerButtonProps = { delegate: Address; delegator: Address; label: string }

/**
 * Removes one proposer with a signature of the connected account — the owner who added it or
 * the proposer itself; anyone else is refused before a wallet prompt. Loaded with the wallet
 * stack (it uses wagmi).
 */
export default function RemoveProposerButton({
  delegate,
  delegator,
  label,
}: RemoveProposerButtonProps) {
  const safe = useCurrentSafe()
  const gateway = useGateway()
  const config = useConfig()
  const queryClient = useQueryClient()
  const { address: account } = useAccount()
  const remove = useMutation(
    removeProposerMutationOptions({
      queryClient,
      gateway,
      signTypedData: (typedData) => signTypedData(config, typedData),
      onSuccess: () => notify({ kind: 'success', title: 'Proposer removed', message: label }),
    }),
  )
  const failure = remove.error
    ? describeSignStepFailure(remove.error, 'The proposer was not removed')
    : null
  return (
    <div className="proposer-remove">
      <button
        type="button"
        className="button button-small"
        disabled={remove.isPending}
        data-testid="remove-proposer"
        onClick={() =>
          remove.mutate({
            safe: { chainId: safe.chainId, address: safe.address },
            entry: { delegate, delegator },
            account,
          })
        }
      >
        {remove.isPending ? 'Confirm in your wallet…' : 'Remove'}
      </button>
      {failure && (
        <p className="field-error" role="alert" data-testid="remove-proposer-error">
          {failure.message}
        </p>
      )}
    </div>
  )
}
