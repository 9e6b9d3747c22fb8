// HTTP/2 and some proxies send no reason phrase; these keep error texts readable then.
const STANDARD_STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

/** The response's status text, or the standard text of its code when the server sent none. */
export function statusText(status: number, sent: string): string {
  return sent || STANDARD_STATUS_TEXT[status] || `HTTP ${status}`
}
