import { z } from 'zod'

export const webhookSchema = z.looseObject({
  id: z.number(),
  chainId: z.string(),
  safe: z.string().nullable(),
  owner: z.string().nullable(),
  url: z.string(),
  cursor: z.number(),
  consecutiveFailures: z.number(),
  paused: z.boolean(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.number(),
  lastDeliveredAt: z.number().nullable(),
})

export const webhookListSchema = z.looseObject({ results: z.array(webhookSchema) })
