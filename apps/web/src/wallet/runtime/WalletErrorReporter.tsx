import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useConfig } from 'wagmi'
import { switchChain } from 'wagmi/actions'
import { notify } from '../../kernel/notifications/notify'
import { describeWalletError, type WalletAction } from '../errors'

const actionByMutation: Record<string, WalletAction> = {
  connect: 'connect',
  switchChain: 'switchChain',
  signMessage: 'signMessage',
  signTypedData: 'signTypedData',
  sendTransaction: 'sendTransaction',
  writeContract: 'sendTransaction',
}

/**
 * Shows every failed wallet call (wagmi mutations, including those RainbowKit's own modals
 * start, like switching network) as a plain-words toast, with Retry where it makes sense.
 * A caller that shows the error itself opts out with `mutation: { meta: { handlesErrors: true } }`.
 */
export function WalletErrorReporter() {
  const queryClient = useQueryClient()
  const wagmiConfig = useConfig()

  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return
        const { mutation } = event
        const key = mutation.options.mutationKey?.[0]
        const action = typeof key === 'string' ? actionByMutation[key] : undefined
        if (!action || mutation.meta?.handlesErrors) return
        const description = describeWalletError(event.action.error, action)
        // RainbowKit's connect modal shows connection rejections itself, with its Retry.
        if (action === 'connect' && description.rejected) return
        const variables = mutation.state.variables as { chainId?: number } | undefined
        notify({
          kind: description.rejected ? 'info' : 'error',
          title: description.title,
          message: description.message,
          action:
            description.retry && action === 'switchChain' && variables?.chainId
              ? {
                  label: 'Retry',
                  run: () => {
                    switchChain(wagmiConfig, { chainId: variables.chainId as number }).catch(
                      (error: unknown) => {
                        const again = describeWalletError(error, 'switchChain')
                        notify({ kind: 'error', title: again.title, message: again.message })
                      },
                    )
                  },
                }
              : undefined,
        })
      }),
    [queryClient, wagmiConfig],
  )
  return null
}
