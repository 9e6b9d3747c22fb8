import { z } from 'zod'
import { cleanDisplayText } from './cleanDisplayText'
import { cleanTxNote } from './cleanTxNote'

/** A field the wire may omit or send as null; normalised to null to match the declared type. */
export function orNull<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform((value) => value ?? null)
}

/**
 * A tagged union whose known variants are checked in full while variants a newer gateway adds
 * pass through untouched (they only need a string tag). Hand-rolled rather than a zod union so
 * a broken known variant reports its own field instead of "no union member matched".
 */
export function openTagged(key: string, variants: Record<string, z.ZodType>) {
  return z.looseObject({ [key]: z.string() }).transform((value, context) => {
    const tag = value[key] as string
    const schema = Object.hasOwn(variants, tag) ? variants[tag] : undefined
    if (!schema) return value
    const result = schema.safeParse(value)
    if (result.success) return result.data
    for (const { message, path } of result.error.issues) {
      context.addIssue({ code: 'custom', message, path, input: value })
    }
    return z.NEVER
  })
}

/**
 * A string the app shows to people (a name, symbol, label or description), cleaned of bidi
 * controls and invisible characters on arrival so that no screen can show spoofed text. Never
 * for a field that is hashed or signed.
 */
export const displayText = z.string().transform(cleanDisplayText)

/** A proposer's note: cleaned, cut to 200 characters, empty as null (cleanTxNote). */
export const txNoteText = z.string().transform(cleanTxNote)

export const addressExSchema = z.looseObject({
  value: z.string(),
  name: displayText.nullish(),
  logoUri: z.string().nullish(),
})

export const tokenInfoSchema = z.looseObject({
  type: z.string(),
  address: z.string(),
  decimals: orNull(z.number()),
  symbol: displayText,
  name: displayText,
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
