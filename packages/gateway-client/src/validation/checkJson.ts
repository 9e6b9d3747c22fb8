/**
 * A few-hundred-byte JSON checker for the web app's boot, which must paint before zod arrives.
 * zod/mini was measured in its place (issue #29): the boot's checks written with it took zod's
 * core, which the full app shares, into the first download whole (+16 KB gzip, 94.7 KB against
 * a budget of 80). A check returns the value it was given, typed, after checking it; objects
 * are checked field by field for the fields listed and keep any others (like the package's
 * loose schemas). The first wrong field throws an {@link InvalidJsonError} that names it.
 */

/** A gateway answer that is not what the boot expects; the message names the field. */
export class InvalidJsonError extends Error {
  readonly field: string
  constructor(field: string, expected: string) {
    super(`${field || 'body'} is not ${expected}`)
    this.name = 'InvalidJsonError'
    this.field = field
  }
}

/** Checks `value` (found at `path`, for the error) and returns it typed, or throws. */
export type Check<T> = (value: unknown, path: string) => T

const at = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key))

/** A string. */
export const string: Check<string> = (value, path) => {
  if (typeof value !== 'string') throw new InvalidJsonError(path, 'a string')
  return value
}

/** A finite number. */
export const number: Check<number> = (value, path) => {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new InvalidJsonError(path, 'a number')
  return value
}

/** A boolean. */
export const boolean: Check<boolean> = (value, path) => {
  if (typeof value !== 'boolean') throw new InvalidJsonError(path, 'a boolean')
  return value
}

/** A string matching `pattern`; `expected` says what it should be. */
export const matching =
  (pattern: RegExp, expected: string): Check<string> =>
  (value, path) => {
    if (typeof value !== 'string' || !pattern.test(value))
      throw new InvalidJsonError(path, expected)
    return value
  }

/** `check`, or null/absent (the gateway omits some nullable fields). */
export const nullish =
  <T>(check: Check<T>): Check<T | null | undefined> =>
  (value, path) =>
    value === null || value === undefined ? value : check(value, path)

/** A list whose every item passes `check`. */
export const arrayOf =
  <T>(check: Check<T>): Check<T[]> =>
  (value, path) => {
    if (!Array.isArray(value)) throw new InvalidJsonError(path, 'a list')
    for (const [index, item] of value.entries()) check(item, at(path, index))
    return value as T[]
  }

type Shape = Record<string, Check<unknown>>
type Checked<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> }

/** An object whose listed fields pass their checks; other fields are kept as they are. */
export const object =
  <S extends Shape>(shape: S): Check<Checked<S>> =>
  (value, path) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      throw new InvalidJsonError(path, 'an object')
    const fields = value as Record<string, unknown>
    for (const key of Object.keys(shape)) {
      const field = Object.hasOwn(fields, key) ? fields[key] : undefined
      const checked = shape[key]?.(field, at(path, key))
      // A check may clean what it read (display text): keep what it gives back.
      if (checked !== field) fields[key] = checked
    }
    return value as Checked<S>
  }

/**
 * A tagged object: the `tag` field is a string, and the variant it names (if known) is checked
 * too; unknown tags pass as they are, as the full app's `openTagged` lets them.
 */
export const tagged =
  (tag: string, variants: Record<string, Check<unknown>>): Check<Record<string, unknown>> =>
  (value, path) => {
    const checked = object({ [tag]: string })(value, path) as Record<string, unknown>
    const name = checked[tag] as string
    if (Object.hasOwn(variants, name)) variants[name]?.(value, path)
    return checked
  }

/** One page of a paged answer: `next` and the page's `results`. */
export const pageOf = <T>(results: Check<T[]>) => object({ next: nullish(string), results })
