import { readContractSignature } from '@assent/core'
import type { ConfirmationCheck } from '@assent/review'
import { useQuery } from '@tanstack/react-query'
import { type Hex, keccak256 } from 'viem'
import { useVerificationClient } from '../../../verification-rpc/useVerificationClient'
import type { CurrentSafe } from '../../safe/SafeContext'
import { explainContractRefusal } from './explainContractRefusal'

/**
 * For a contract signature the chain refused: what the owner contract answered (a wrong value,
 * a revert and its reason), asked through the verification RPC. Nothing when it cannot be asked.
 */
export function ContractRefusal({
  check,
  safe,
  preimage,
}: {
  check: ConfirmationCheck
  safe: CurrentSafe
  /** The SafeTx encoding (computed here) the Safe hands to the owner contract. */
  preimage: Hex
}) {
  const { client, key } = useVerificationClient(safe.chainId)
  const owner = check.namedSigner
  const payload = payloadOf(check.signature)
  const explanation = useQuery({
    queryKey: [
      'local',
      'contractRefusal',
      safe.chainId,
      safe.address,
      owner,
      preimage,
      check.signature,
      key,
    ],
    queryFn: () => {
      if (!client || !owner || payload === undefined) throw new Error('Nothing to ask')
      return explainContractRefusal(client, {
        safe: safe.address,
        owner,
        hash: keccak256(preimage),
        preimage,
        payload,
      })
    },
    enabled: Boolean(client && owner && payload !== undefined),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  if (!explanation.data) return null
  return (
    <span className="muted" data-testid="contract-refusal">
      {explanation.data}
    </span>
  )
}

/** The EIP-1271 payload of a self-contained contract confirmation, if well formed. */
function payloadOf(signature: Hex | null): Hex | undefined {
  if (!signature) return undefined
  try {
    return readContractSignature(signature, 0, 1)
  } catch {
    return undefined
  }
}
