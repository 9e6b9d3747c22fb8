import { z } from 'zod'
import { addressExSchema, displayText, openTagged, orNull, pageSchema } from './common'

export const safeMessageSchema = z.looseObject({
  type: z.literal('MESSAGE'),
  messageHash: z.string(),
  status: z.string(),
  logoUri: orNull(z.string()),
  name: orNull(displayText),
  message: z.union([z.string(), z.looseObject({ types: z.record(z.string(), z.unknown()) })]),
  creationTimestamp: z.number(),
  modifiedTimestamp: z.number(),
  confirmationsSubmitted: z.number(),
  confirmationsRequired: z.number(),
  proposedBy: addressExSchema,
  confirmations: z.array(z.looseObject({ owner: addressExSchema, signature: z.string() })),
  preparedSignature: orNull(z.string()),
  origin: z.string().nullish(),
})

export const safeMessageListPageSchema = pageSchema(
  openTagged('type', {
    MESSAGE: safeMessageSchema,
    DATE_LABEL: z.looseObject({ timestamp: z.number() }),
  }),
)
