import { z } from 'zod'
import { createLocalStore } from '../../kernel/createLocalStore'

/** Whether the user turned on browser notifications of the inbox, in this browser. */
export const inboxNotificationsStore = createLocalStore<boolean>(
  'assent-inbox-notifications-v1',
  z.boolean(),
  false,
)
