import { BaseError, type Hex, RawContractError } from 'viem'

/** The revert data inside a viem error, when the node returned any. */
export function revertData(error: unknown): Hex | undefined {
  if (!(error instanceof BaseError)) return undefined
  const raw = error.walk((cause) => cause instanceof RawContractError)
  if (raw instanceof RawContractError && typeof raw.data === 'string') return raw.data
  const withData = error.walk(
    (cause) => typeof (cause as { data?: unknown }).data === 'string',
  ) as { data?: Hex } | null
  return withData?.data
}
