import { useEffect, useRef, useState, type RefObject } from 'react'
import { openBackCamera, stopCamera } from '../../platform/qr-camera'
import { createQrFrameReader } from '../../platform/qr-frame-reader'

export type CameraState = 'starting' | 'scanning' | 'denied' | 'unavailable'

/**
 * Plays the back camera in `videoRef`'s video and hands each QR text read from it to `onText`,
 * until `onText` returns true (the text was taken). The camera is turned off then, and when the
 * component unmounts.
 */
export function useQrCamera(
  videoRef: RefObject<HTMLVideoElement | null>,
  onText: (text: string) => boolean,
): CameraState {
  const [state, setState] = useState<CameraState>('starting')
  const latestOnText = useRef(onText)
  useEffect(() => {
    latestOnText.current = onText
  })

  useEffect(() => {
    let active = true
    let stream: MediaStream | null = null
    const video = videoRef.current
    const release = () => {
      active = false
      if (stream) stopCamera(stream)
      stream = null
      if (video) video.srcObject = null
    }

    async function scan() {
      const camera = await openBackCamera()
      if (!camera.ok || !active || !video) {
        if (camera.ok) stopCamera(camera.stream)
        if (active) setState(camera.ok ? 'unavailable' : camera.reason)
        return
      }
      stream = camera.stream
      video.srcObject = stream
      const read = await createQrFrameReader()
      await startPlaying(video)
      if (!active) return
      setState('scanning')
      while (active) {
        await nextFrame()
        const text = active ? await read(video) : null
        if (active && text && latestOnText.current(text)) release()
      }
    }

    scan().catch(() => {
      // The decoder could not be loaded (e.g. offline): the typed code still works.
      if (active) setState('unavailable')
      release()
    })
    return release
  }, [videoRef])

  return state
}

async function startPlaying(video: HTMLVideoElement): Promise<void> {
  try {
    await video.play()
  } catch {
    // Browsers let a muted inline video play without a gesture; if one refuses, typing the code still works.
  }
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()))
}
