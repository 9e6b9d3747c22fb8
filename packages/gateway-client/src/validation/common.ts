import { z } from 'zod'

/** A field the wire may omit or send as null; normalised to null to match the declared type. */
export function orNull<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform((value) => value ?? null)
}

/**
 * A tagged union whose known variants are checked in full while variants a newer gateway adds
 * pass through untouched (they only need a string tag).
 */
export function openTagged<const Options extends readonly [z.ZodObject, ...z.ZodObject[]]>(
  key: string,
  tags: readonly string[],
  options: Options,
) {
  const known = z.discriminatedUnion(key, options as unknown as [z.ZodObject, ...z.ZodObject[]])
  const unknown = z.looseObject({
    [key]: z.string().refine((tag) => !tags.includes(tag), 'known variant failed to parse'),
  })
  return z.union([known, unknown])
}

export const addressExSchema = z.looseObject({
  value: z.string(),
  name: z.string().nullish(),
  logoUri: z.string().nullish(),
})

export const tokenInfoSchema = z.looseObject({
  type: z.string(),
  address: z.string(),
  decimals: orNull(z.number()),
  symbol: z.string(),
  name: z.string(),
  logoUri: orNull(z.string()),
})

export const operationSchema = z.union([z.literal(0), z.literal(1)])

/** Cursor-paged list of `item`. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.looseObject({
    count: z.number().optional(),
    next: orNull(z.string()),
    previous: orNull(z.string()),
    results: z.array(item),
  })
}
