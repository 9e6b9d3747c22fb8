import decodeQR from 'qr/decode.js'

/** How often a video frame is looked at: fast enough for an animated QR code, light on CPU. */
const FRAME_INTERVAL_MS = 120

/**
 * The text of the QR code in an RGBA frame, or undefined when the frame holds none it can read.
 * qr's decoder from 0.7.0 on: 0.5.5 failed on about 1 in 100 valid version-7 codes (an
 * eth-signature answer's size) however sharp the picture, so such an answer never scanned.
 */
export function readQrText(frame: {
  width: number
  height: number
  data: Uint8ClampedArray
}): string | undefined {
  try {
    return decodeQR({ width: frame.width, height: frame.height, data: frame.data })
  } catch {
    return undefined // no QR code in this frame
  }
}

/**
 * Opens the camera into `video` and calls `onText` with the text of every QR code it sees
 * until `signal` aborts (the camera is then released, so the light goes off). Rejects with a
 * message the user can act on when there is no camera or permission is refused.
 */
export async function scanQrCodes(
  video: HTMLVideoElement,
  onText: (text: string) => void,
  signal: AbortSignal,
): Promise<void> {
  if (!navigator.mediaDevices?.getUserMedia) {
    throw new Error('This browser gives no camera access here (a secure https page is needed).')
  }
  let stream: MediaStream
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: 'environment' },
      audio: false,
    })
  } catch (error) {
    const name = error instanceof DOMException ? error.name : ''
    throw new Error(
      name === 'NotAllowedError'
        ? 'Camera permission was refused. Allow the camera for this site to scan the QR code.'
        : name === 'NotFoundError'
          ? 'No camera was found. Connect a camera to scan the QR code.'
          : `The camera could not be opened: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  const stop = () => {
    for (const track of stream.getTracks()) track.stop()
    video.srcObject = null
  }
  if (signal.aborted) return stop()
  signal.addEventListener('abort', stop, { once: true })
  video.srcObject = stream
  await video.play().catch(() => undefined)

  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('This browser cannot read camera frames (no 2D canvas).')
  let last = ''
  const look = () => {
    if (signal.aborted) return
    if (video.videoWidth > 0 && video.readyState >= video.HAVE_CURRENT_DATA) {
      canvas.width = video.videoWidth
      canvas.height = video.videoHeight
      context.drawImage(video, 0, 0)
      const text = readQrText(context.getImageData(0, 0, canvas.width, canvas.height))
      // The same code seen frame after frame is passed on once.
      if (text && text !== last) {
        last = text
        onText(text)
      }
    }
    setTimeout(look, FRAME_INTERVAL_MS)
  }
  look()
}
