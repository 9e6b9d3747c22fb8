/** The message requests that need a typed word before the Safe signs them. */
export type MessageRiskId = 'permit' | 'other-safe' | 'blind-hash' | 'raw-preimage'
