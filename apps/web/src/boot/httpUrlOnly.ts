/** `url` if it is an http(s) URL, else undefined: a link the boot renders goes to the web only. */
export const httpUrlOnly = (url: string | undefined): string | undefined =>
  url && /^https?:\/\//i.test(url) ? url : undefined
