import { checkSignatureOnChain, type LooseTypedData } from '@assent/review'
import { useQuery } from '@tanstack/react-query'
import type { Address, Hex, PublicClient } from 'viem'

/** What the on-chain check of a message's signature shows. */
export type SignatureValidity =
  | { status: 'idle' | 'checking' }
  | { status: 'done'; valid: boolean }
  | { status: 'error'; error: string }

/**
 * The Safe's own answer (EIP-1271) on a message's prepared signature, asked when the user
 * clicks `check`. Kept in the query cache rather than in the item's state: the messages list
 * re-renders its items (a refetch that failed once shows the error, then the list again), and
 * an answer read a moment earlier must not vanish with the item that asked.
 */
export function useSignatureValidity(p: {
  chainId: string
  safeAddress: Address
  messageHash: string
  content: string | LooseTypedData
  signature: Hex | undefined
  client: PublicClient | undefined
}): { validity: SignatureValidity; check: () => void } {
  const { client, signature } = p
  const query = useQuery({
    queryKey: ['message-signature-validity', p.chainId, p.safeAddress, p.messageHash, signature],
    queryFn: () => {
      if (!client || !signature) throw new Error('Nothing to check: no signature or no RPC.')
      return checkSignatureOnChain({
        client,
        safeAddress: p.safeAddress,
        content: p.content,
        signature,
      })
    },
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  const validity: SignatureValidity = query.isFetching
    ? { status: 'checking' }
    : query.isError
      ? { status: 'error', error: query.error.message }
      : query.data !== undefined
        ? { status: 'done', valid: query.data }
        : { status: 'idle' }
  return {
    validity,
    check: () => {
      if (client && signature) void query.refetch()
    },
  }
}
