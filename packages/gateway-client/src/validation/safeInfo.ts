import { z } from 'zod'
import { addressExSchema, orNull } from './common'

export const safeInfoSchema = z.looseObject({
  address: addressExSchema,
  chainId: z.string(),
  nonce: z.number(),
  threshold: z.number(),
  owners: z.array(addressExSchema),
  implementation: addressExSchema,
  implementationVersionState: z.string(),
  modules: orNull(z.array(addressExSchema)),
  guard: orNull(addressExSchema),
  fallbackHandler: orNull(addressExSchema),
  version: orNull(z.string()),
  collectiblesTag: orNull(z.string()),
  txQueuedTag: orNull(z.string()),
  txHistoryTag: orNull(z.string()),
  messagesTag: orNull(z.string()),
})
