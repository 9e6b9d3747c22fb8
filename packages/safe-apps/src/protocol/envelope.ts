import { generateRequestId } from './generateRequestId'
import type { Method } from './methods'
import type { MethodParams, MethodResponse } from './types'
import { SDK_VERSION } from './version'

export type RequestId = string

/** What an app posts to `window.parent`. */
export type SafeAppRequest<M extends Method = Method> = {
  id: RequestId
  method: M
  params: MethodParams[M]
  env: { sdkVersion: string }
}

export type SuccessResponse<T = unknown> = {
  id: RequestId
  success: true
  data: T
  version: string
}
export type ErrorResponse = { id: RequestId; success: false; error: string; version: string }
/** What the host posts back to the app's window (always with `version`). */
export type SafeAppResponse<T = unknown> = SuccessResponse<T> | ErrorResponse

/** A request envelope with a fresh random id. */
export function makeRequest<M extends Method>(
  method: M,
  params: MethodParams[M],
  sdkVersion: string = SDK_VERSION,
): SafeAppRequest<M> {
  return { id: generateRequestId(), method, params, env: { sdkVersion } }
}

/** A success reply to request `id`. */
export function makeResponse<M extends Method>(
  id: RequestId,
  data: MethodResponse[M],
  version: string = SDK_VERSION,
): SuccessResponse<MethodResponse[M]> {
  return { id, success: true, data, version }
}

/** An error reply to request `id`, carrying only the error's text (as the published SDK does). */
export function makeErrorResponse(
  id: RequestId,
  error: string,
  version: string = SDK_VERSION,
): ErrorResponse {
  return { id, success: false, error, version }
}
