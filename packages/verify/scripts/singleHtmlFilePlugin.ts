import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/** Parameters of `singleHtmlFilePlugin`: the page around the script, and the file to write. */
export type SingleHtmlFilePluginParameters = {
  /** An HTML file with each marker once: `__CSP__`, and `__STYLE__`, `__SCRIPT__` in comments. */
  template: string
  stylesheet: string
  fileName: string
}

/**
 * Turns a one-chunk IIFE build into one HTML file that needs nothing else: the script and the
 * stylesheet inlined, and a Content-Security-Policy that allows exactly those two (by their
 * sha256) and no network at all. Opened from disk, the page can load nothing, send nothing.
 */
export function singleHtmlFilePlugin({
  template,
  stylesheet,
  fileName,
}: SingleHtmlFilePluginParameters): Plugin {
  return {
    name: 'assent:single-html-file',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk')
      if (chunks.length !== 1 || chunks[0]?.type !== 'chunk') {
        this.error(`The offline page must be one script; the build made ${chunks.length}.`)
      }
      for (const name of Object.keys(bundle)) delete bundle[name]
      const script = inlineSafe(chunks[0].code, 'script')
      const style = inlineSafe(readFileSync(stylesheet, 'utf8'), 'style')
      const csp = [
        "default-src 'none'",
        `script-src '${sha256(script)}'`,
        `style-src '${sha256(style)}'`,
        "connect-src 'none'",
        "img-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
      ].join('; ')
      const html = fill(readFileSync(template, 'utf8'), {
        __CSP__: csp,
        '/*__STYLE__*/': style,
        '/*__SCRIPT__*/': script,
      })
      this.emitFile({ type: 'asset', fileName, source: html })
    },
  }
}

/** The CSP source of an inline element's exact text. */
function sha256(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`
}

/**
 * Text that cannot end its own element early. In minified JS, `</script` only occurs inside
 * strings, regular expressions or comments, where `<\/script` means the same.
 */
function inlineSafe(text: string, element: 'script' | 'style'): string {
  const closing = new RegExp(`</(${element})`, 'gi')
  const safe = text.replace(closing, '<\\/$1')
  if (safe.includes('<!--')) throw new Error(`The inlined ${element} holds "<!--".`)
  return safe
}

/** The template with each marker replaced once; a missing or repeated marker is an error. */
function fill(template: string, values: Record<string, string>): string {
  let html = template
  for (const [marker, value] of Object.entries(values)) {
    const parts = html.split(marker)
    if (parts.length !== 2) throw new Error(`The template must hold ${marker} exactly once.`)
    html = parts[0] + value + parts[1]
  }
  return html
}
