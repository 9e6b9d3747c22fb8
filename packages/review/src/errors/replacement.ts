import { ReviewError } from './base'

/**
 * A speed-up or cancel offered fees the node would not accept as a replacement (both fee fields
 * must rise by at least 10 %, and the max fee cannot be below the priority fee): nothing is built.
 */
export class ReplacementFeeTooLowError extends ReviewError {
  override name = 'ReplacementFeeTooLowError'
}
