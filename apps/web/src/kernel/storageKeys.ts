/** localStorage keys read both by the stores (zod-checked) and by the boot (checked by hand). */
export const SETTINGS_STORAGE_KEY = 'assent-settings-v1'
export const HIDDEN_TOKENS_STORAGE_KEY = 'assent-hidden-tokens-v1'

/** Versioned key of the persisted query cache (SPEC §9: storage version 2), and its buster. */
export const QUERY_CACHE_STORAGE_KEY = 'assent-query-cache-v2'
export const QUERY_CACHE_BUSTER = '2'
