import { ReviewError } from './base'

/**
 * Typed data names no primary type and none can be told from its types: no struct is left
 * that no other struct refers to, or more than one is. What would be signed is then unknown.
 */
export class PrimaryTypeInferenceError extends ReviewError {
  override name = 'PrimaryTypeInferenceError'
  /** The structs no other struct refers to: none, or more than one. */
  readonly candidates: readonly string[]

  constructor({ candidates }: { candidates: readonly string[] }) {
    super(
      candidates.length === 0
        ? 'The typed data has no primary type'
        : `The typed data's primary type is ambiguous (${candidates.join(', ')})`,
    )
    this.candidates = candidates
  }
}
