import { createSafeAppsClient } from '@assent/safe-apps/app'
import { parseAllowedOrigins } from './config'

/** Wallet origins whose answers the app accepts (VITE_ALLOWED_PARENT_ORIGINS, comma-separated). */
export const allowedOrigins = parseAllowedOrigins(import.meta.env.VITE_ALLOWED_PARENT_ORIGINS)

/**
 * The app's one SDK client. No global timeout: signing and sending wait for the user's prompt in
 * the wallet, however long that takes (the first getSafeInfo sets its own).
 */
export const client = createSafeAppsClient({ allowedOrigins })
