import fc from 'fast-check'
import { bytesToHex } from 'viem'

/** Hex-looking strings of every kind: empty, odd length, non-hex, mixed case, short, long. */
export const hexish: fc.Arbitrary<string> = fc.oneof(
  fc.uint8Array({ maxLength: 140 }).map((b) => bytesToHex(b)),
  fc.stringMatching(/^0x[0-9a-fA-FgG]{0,140}$/),
  fc.constantFrom('', '0x', '0x0', '0X00', '0xzz', 'deadbeef', `0x${'f'.repeat(130)}`),
  fc.string({ maxLength: 40 }),
)

/** Values a careless or hostile client may put in any JSON field. */
export const anyField: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  hexish,
  fc.bigInt({ min: -(2n ** 300n), max: 2n ** 300n }).map(String),
  fc.constantFrom(null, true, -1, 1.5, 1e308, 2 ** 53 + 1, 'NaN', '1e3', ' 1', '0'.repeat(90)),
)

/**
 * A body derived from a valid `base`: 1..n fields replaced or removed, sometimes an unknown key
 * added, serialised as JSON; or no JSON object at all (malformed text, arrays, scalars).
 */
export function mutatedBody(base: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(base)
  const mutated = fc
    .record({
      replace: fc.uniqueArray(fc.constantFrom(...keys), { minLength: 1, maxLength: keys.length }),
      values: fc.array(fc.oneof(anyField, fc.constant(undefined)), {
        minLength: keys.length,
        maxLength: keys.length,
      }),
      extra: fc.option(fc.tuple(fc.string({ maxLength: 12 }), anyField), { nil: undefined }),
    })
    .map(({ replace, values, extra }) => {
      const body: Record<string, unknown> = { ...base }
      replace.forEach((key, i) => {
        body[key] = values[i]
      })
      if (extra && !(extra[0] in base)) body[extra[0]] = extra[1]
      return JSON.stringify(body)
    })
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.string({ maxLength: 200 }),
        fc.constantFrom('', '{', '{"a":', 'null', '[]', '{}', '\u0000', '{"signature":}'),
      ),
    },
  )
}

/** Flips the case of one letter of a checksummed address, breaking its EIP-55 checksum. */
function breakChecksum(address: string, index: number): string {
  const letters = [...address.slice(2)]
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => /[a-f]/i.test(c))
  const pick = letters[index % Math.max(1, letters.length)]
  if (!pick) return address
  const chars = [...address]
  const at = pick.i + 2
  chars[at] =
    chars[at] === chars[at]!.toUpperCase() ? chars[at]!.toLowerCase() : chars[at]!.toUpperCase()
  return chars.join('')
}

/**
 * One path segment, URL-ready: random text (encoded), raw tricky bytes (`%`, `%zz`, broken
 * UTF-8 escapes, `..`), near-miss addresses/hashes/chain ids, and `valid` itself with a broken
 * checksum when it is an address.
 */
export function pathSegment(valid: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ minLength: 1, maxLength: 80 }).map(encodeURIComponent),
    fc.constantFrom(
      '%',
      '%zz',
      '%E0%A4%A',
      '%C0%AE%C0%AE',
      '..',
      '%2e%2e',
      '%00',
      '0',
      '-1',
      '1e3',
      '0x7a69',
      '31337.0',
      '99999999999999999999999',
      '%20',
      'undefined',
      `${valid}%00`,
      valid.toUpperCase(),
      valid.toLowerCase(),
      `${valid}0`,
      valid.slice(0, -1),
    ),
    fc.uint8Array({ minLength: 0, maxLength: 40 }).map((b) => bytesToHex(b)),
    fc.nat({ max: 1_000 }).map((i) => breakChecksum(valid, i)),
    hexish.filter((s) => s.length > 0).map(encodeURIComponent),
  )
}
