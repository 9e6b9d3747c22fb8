import { useEffect, useRef, useState } from 'react'
import { scanQrCodes } from './scanQrCodes'

/**
 * The camera view: hands every QR text it reads to `onText`, which answers with an error text
 * to show (a wrong code) or nothing. The camera is released when this unmounts.
 */
export function QrScanner({
  onText,
  hint,
}: {
  onText: (text: string) => string | undefined | Promise<string | undefined>
  hint: string
}) {
  const video = useRef<HTMLVideoElement>(null)
  const onTextRef = useRef(onText)
  onTextRef.current = onText
  const [problem, setProblem] = useState<string>()

  useEffect(() => {
    const element = video.current
    if (!element) return
    const controller = new AbortController()
    scanQrCodes(
      element,
      (text) => void Promise.resolve(onTextRef.current(text)).then(setProblem),
      controller.signal,
    ).catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)))
    return () => controller.abort()
  }, [])

  return (
    <div data-testid="qr-scanner">
      <p>{hint}</p>
      {/* A live camera picture has no captions to offer. */}
      <video ref={video} className="qr-signer-video" muted playsInline aria-label="Camera" />
      {problem && (
        <p role="alert" data-testid="qr-scan-problem">
          {problem}
        </p>
      )}
    </div>
  )
}
