import { z } from 'zod'
import { displayText, orNull, pageSchema } from './common'

const delegateSchema = z.looseObject({
  safe: orNull(z.string()),
  delegate: z.string(),
  delegator: z.string(),
  label: displayText,
  expiryDate: orNull(z.string()),
})

export const delegatePageSchema = pageSchema(delegateSchema)
