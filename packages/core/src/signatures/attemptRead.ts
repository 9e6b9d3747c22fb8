import {
  AbiDecodingDataSizeTooSmallError,
  AbiDecodingZeroDataError,
  BaseError,
  ContractFunctionZeroDataError,
} from 'viem'

/**
 * A chain read's answer, or why there is none: `refused` when the chain said no (a revert, no
 * code, an undecodable answer), not when the RPC failed.
 */
export type Attempt<T> = { ok: true; value: T } | { ok: false; refused: boolean; error: unknown }

/**
 * Runs a chain read and keeps a refusal apart from an RPC failure, which proves nothing either way.
 * @example const answer = await attemptRead(() => client.readContract({ … }))
 */
export async function attemptRead<T>(read: () => Promise<T>): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await read() }
  } catch (error) {
    return { ok: false, refused: isRefusal(error), error }
  }
}

function isRefusal(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false
  return Boolean(
    error.walk(
      (cause) =>
        cause instanceof ContractFunctionZeroDataError ||
        cause instanceof AbiDecodingZeroDataError ||
        cause instanceof AbiDecodingDataSizeTooSmallError ||
        (cause instanceof BaseError && /revert/i.test(`${cause.shortMessage} ${cause.details}`)),
    ),
  )
}
