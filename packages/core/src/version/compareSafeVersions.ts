import { InvalidSafeVersionError } from '../errors/BaseError'

const SAFE_VERSION_PATTERN = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:\+[0-9A-Za-z.-]+)?$/

/**
 * Parses a Safe version such as `1.3.0`, `1.3.0+L2` or `v1.4.1` into numbers.
 * Build metadata (`+L2`) is ignored because L1 and L2 singletons hash identically.
 * @throws Error `Invalid Safe version: <value>` for anything else.
 */
export function parseSafeVersion(version: string): [number, number, number] {
  const match = SAFE_VERSION_PATTERN.exec(version.trim())
  if (!match) throw new InvalidSafeVersionError(`Invalid Safe version: ${version}`)
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)]
}

/**
 * Compares two Safe versions numerically (so `1.10.0` > `1.9.0`).
 * @returns a negative number if `a < b`, 0 if equal, a positive number if `a > b`.
 * @example compareSafeVersions('1.3.0+L2', '1.4.1') // -1
 */
export function compareSafeVersions(a: string, b: string): number {
  const left = parseSafeVersion(a)
  const right = parseSafeVersion(b)
  for (let index = 0; index < 3; index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0)
    if (difference !== 0) return Math.sign(difference)
  }
  return 0
}
