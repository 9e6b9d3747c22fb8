import type { ProposerRequestErrors } from '@assent/core'

/** A request to add a proposer refused before anything was signed, with the reason per field. */
export class ProposerInputError extends Error {
  constructor(readonly errors: ProposerRequestErrors) {
    super(Object.values(errors).join(' '))
    this.name = 'ProposerInputError'
  }
}
