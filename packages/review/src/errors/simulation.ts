import { ReviewError } from './base'

/** Every simulation mode the RPC was asked for failed: nothing can be shown of what it does. */
export class SimulationUnavailableError extends ReviewError {
  override name = 'SimulationUnavailableError'
  /** Why each mode failed, in the order tried: `eth_simulateV1: …`. */
  readonly attempts: readonly string[]

  constructor({ attempts }: { attempts: readonly string[] }) {
    super(`The RPC could not simulate the transaction (${attempts.join('; ')}).`)
    this.attempts = attempts
  }
}

/**
 * A node answered a simulation method with something that is not the method's answer: a
 * missing result, or a shape that does not parse. The node is external input; the next mode
 * is tried.
 */
export class InvalidRpcResponseError extends ReviewError {
  override name = 'InvalidRpcResponseError'
  readonly method: string

  constructor({ method, problem, cause }: { method: string; problem: string; cause?: unknown }) {
    super(`${method} ${problem}`, { cause })
    this.method = method
  }
}

/**
 * The Safe's owner or module list, rebuilt from the storage a simulated execution leaves, does
 * not come back to its sentinel: the state afterwards cannot be described.
 */
export class UnterminatedSafeListError extends ReviewError {
  override name = 'UnterminatedSafeListError'
  readonly list: 'owners' | 'modules'

  constructor({ list, steps }: { list: 'owners' | 'modules'; steps: number }) {
    super('The owner or module list after the execution does not end.', {
      details: `the ${list} list has no end within ${steps} entries`,
    })
    this.list = list
  }
}

/**
 * A log carries a standard token event's selector but not its shape (an indexed address topic
 * that is not one word, or data that is not one word): it is no asset change.
 */
export class MalformedEventError extends ReviewError {
  override name = 'MalformedEventError'

  constructor(problem: string) {
    super(`The log looks like a token event but ${problem}.`)
  }
}
