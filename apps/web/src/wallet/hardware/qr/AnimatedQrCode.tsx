import encodeQR from 'qr'
import { useEffect, useRef, useState } from 'react'

/** How long each part of a multi-part request stays on screen. */
const PART_INTERVAL_MS = 300
const MODULE_PX = 4
const QUIET_MODULES = 4

/**
 * Shows `parts` as a QR code, one part after another in a loop (a single part stands still).
 * UR text is upper-cased: QR alphanumeric mode packs it denser. The part shown is also in
 * `data-ur-part`, for assistive tools and tests that read the screen.
 */
export function AnimatedQrCode({ parts, label }: { parts: readonly string[]; label: string }) {
  const [index, setIndex] = useState(0)
  const canvas = useRef<HTMLCanvasElement>(null)
  const part = parts[index % parts.length] ?? ''

  useEffect(() => {
    if (parts.length < 2) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % parts.length), PART_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [parts])

  useEffect(() => {
    const element = canvas.current
    const context = element?.getContext('2d')
    if (!element || !context) return
    const modules = encodeQR(part.toUpperCase(), 'raw', { ecc: 'low', border: QUIET_MODULES })
    const size = modules.length * MODULE_PX
    element.width = size
    element.height = size
    context.fillStyle = '#fff'
    context.fillRect(0, 0, size, size)
    context.fillStyle = '#000'
    modules.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) context.fillRect(x * MODULE_PX, y * MODULE_PX, MODULE_PX, MODULE_PX)
      })
    })
  }, [part])

  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={label}
      data-testid="qr-sign-request"
      data-ur-part={part}
      className="qr-signer-code"
    />
  )
}
