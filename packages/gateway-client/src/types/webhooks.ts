/** A webhook endpoint and its delivery state, as the gateway answers it (never its secret). */
export type Webhook = {
  id: number
  chainId: string
  /** The Safe followed; null when `owner` is. */
  safe: string | null
  /** The owner whose Safes are followed; null when `safe` is. */
  owner: string | null
  url: string
  /** The id of the last event delivered. */
  cursor: number
  consecutiveFailures: number
  /** Paused after too many failures in a row; resumeWebhook delivers again. */
  paused: boolean
  lastError: string | null
  nextAttemptAt: number
  lastDeliveredAt: number | null
}

/** `GET /v1/chains/{chainId}/webhooks`: the signed-in owner's endpoints. */
export type WebhookList = { results: Webhook[] }

/** `POST /v1/chains/{chainId}/webhooks` body: exactly one of `safe` and `owner`. */
export type RegisterWebhookBody = {
  /** An absolute http(s) URL. */
  url: string
  /** 16–256 characters; the HMAC-SHA256 key of each delivery's `X-Assent-Signature`. */
  secret: string
} & ({ safe: string; owner?: never } | { owner: string; safe?: never })
