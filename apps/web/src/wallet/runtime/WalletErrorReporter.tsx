import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { type Config, useConfig } from 'wagmi'
import { switchChain } from 'wagmi/actions'
import { notify } from '../../kernel/notifications/notify'
import { describeWalletError, type WalletAction, type WalletErrorContext } from '../errors'

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
        const variables = mutation.state.variables as { chainId?: number } | undefined
        const description = describeWalletError(
          event.action.error,
          action,
          errorContext(wagmiConfig, variables?.chainId),
        )
        // RainbowKit's connect modal shows connection rejections itself, with its Retry.
        if (action === 'connect' && description.rejected) return
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
                        const again = describeWalletError(
                          error,
                          'switchChain',
                          errorContext(wagmiConfig, variables.chainId),
                        )
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

/**
 * Names for the spec's texts: the chains of the config and the connected wallet as the wallet
 * list shows it (RainbowKit's name, "Browser Wallet", not wagmi's "Injected").
 */
function errorContext(wagmiConfig: Config, chainId: number | undefined): WalletErrorContext {
  const current = wagmiConfig.state.current
  const connector = current ? wagmiConfig.state.connections.get(current)?.connector : undefined
  const listed = (connector as { rkDetails?: { name?: unknown } } | undefined)?.rkDetails?.name
  return {
    chainId,
    connectorName: typeof listed === 'string' ? listed : connector?.name,
    chainName: (id) => wagmiConfig.chains.find((chain) => chain.id === id)?.name,
  }
}
