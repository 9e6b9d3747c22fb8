/** A new Safe (or the factory meant to make it) is not what this wallet asked for. */
export class SafeDeploymentCheckError extends Error {
  override name = 'SafeDeploymentCheckError'
}
