import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { type AxeViolation, seriousAxeViolations } from '../harness/axe'
import { settle } from '../harness/settle'

/** Where the phone suite writes its screenshots and report (gitignored; named in the README). */
export const PHONE_SCREENSHOTS = join(import.meta.dirname, '../../screenshots/phone')

/** The smallest tap target on a phone, in CSS pixels (issue #18). */
export const MIN_TARGET = 44

/** What is wrong with one screen at phone size; empty when nothing is. */
export type PhoneFindings = {
  /** The page scrolls sideways: document scrollWidth beyond its clientWidth. */
  overflow?: { scrollWidth: number; clientWidth: number }
  /** Visible buttons not wholly inside the viewport horizontally. */
  outside?: string[]
  /** Visible controls smaller than 44 × 44 px. */
  small?: string[]
  /** Serious and critical axe violations. */
  axe?: AxeViolation[]
}

/**
 * Waits for the screen to settle, then measures it: page overflow, buttons outside the
 * viewport, tap targets under 44 px, axe's serious and critical violations. Writes a full-page
 * screenshot `<name>.png` to PHONE_SCREENSHOTS.
 */
export async function inspectPhone(page: Page, name: string): Promise<PhoneFindings> {
  await page
    .waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, null, {
      timeout: 15_000,
    })
    .catch(() => {})
  await settle(page)
  const measured = await page.evaluate((minTarget) => {
    const describe = (el: Element, rect: DOMRect) => {
      const label =
        el.getAttribute('aria-label') ||
        (el as HTMLElement).innerText?.trim().replace(/\s+/g, ' ').slice(0, 40) ||
        el.getAttribute('data-testid') ||
        el.tagName.toLowerCase()
      return `${label} [${Math.round(rect.left)}…${Math.round(rect.right)} × ${Math.round(rect.height)}]`
    }
    const visible = (el: Element) => {
      const rect = el.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0) return undefined
      const options = { checkOpacity: true, checkVisibilityCSS: true }
      if (!(el as HTMLElement).checkVisibility(options)) return undefined
      return rect
    }
    const html = document.documentElement
    const outside: string[] = []
    const buttons = document.querySelectorAll(
      'button, [role="button"], a.button, input[type="button"], input[type="submit"], [role="menuitem"]',
    )
    for (const el of buttons) {
      const rect = visible(el)
      if (!rect) continue
      if (rect.left < -0.5 || rect.right > window.innerWidth + 0.5) outside.push(describe(el, rect))
    }
    // Tap targets: controls a finger aims at. Links inside running text are exempt (WCAG 2.5.8).
    const small: string[] = []
    // Visually hidden inputs (a file input behind its label) are reached through the label.
    const hidden = (el: Element) => el.closest('.visually-hidden') !== null
    const controls = document.querySelectorAll(
      'button, [role="button"], [role="menuitem"], a.button, a.icon-button, a.sidebar-link, a.tab, a.brand, select, input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), textarea, label.checkbox, label.button',
    )
    for (const el of controls) {
      const rect = visible(el)
      if (!rect || hidden(el)) continue
      if (rect.width < minTarget - 0.5 || rect.height < minTarget - 0.5)
        small.push(describe(el, rect))
    }
    return { scrollWidth: html.scrollWidth, clientWidth: html.clientWidth, outside, small }
  }, MIN_TARGET)

  const findings: PhoneFindings = {}
  if (measured.scrollWidth > measured.clientWidth) {
    findings.overflow = { scrollWidth: measured.scrollWidth, clientWidth: measured.clientWidth }
  }
  if (measured.outside.length > 0) findings.outside = measured.outside
  if (measured.small.length > 0) findings.small = measured.small
  const axe = await seriousAxeViolations(page)
  if (axe.length > 0) findings.axe = axe
  mkdirSync(PHONE_SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: join(PHONE_SCREENSHOTS, `${name}.png`), fullPage: true })
  await screenshotDialogParts(page, name)
  return findings
}

/**
 * A dialog taller than the screen scrolls inside its fixed backdrop, which a full-page
 * screenshot does not show: scroll it a screen at a time, one screenshot each (at most 8).
 */
async function screenshotDialogParts(page: Page, name: string) {
  for (let part = 2; part <= 8; part += 1) {
    const scrolled = await page.evaluate(() => {
      const backdrops = [...document.querySelectorAll<HTMLElement>('.modal-backdrop')]
      const box = backdrops.at(-1)
      if (!box || box.scrollTop + box.clientHeight >= box.scrollHeight - 1) return false
      box.scrollTop += Math.round(box.clientHeight * 0.85)
      return true
    })
    if (!scrolled) return
    await settle(page)
    await page.screenshot({ path: join(PHONE_SCREENSHOTS, `${name}-part${part}.png`) })
  }
}
