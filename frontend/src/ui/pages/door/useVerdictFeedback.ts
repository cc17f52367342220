import { useCallback, useEffect, useState } from 'react'
import { browserStorage, readJson, versionedKey, writeJson } from '../../platform/json-storage'
import { playTones, vibrate } from '../../platform/tones'
import { VERDICT_TONES, VERDICT_VIBRATION } from './verdict-feedback'
import type { ShownVerdict } from './useCheckInDesk'

export interface FeedbackSettings {
  sound: boolean
  vibration: boolean
}

const SETTINGS_KEY = versionedKey('door-feedback', 1)
const DEFAULTS: FeedbackSettings = { sound: true, vibration: true }

function storedSettings(): FeedbackSettings {
  const stored = readJson(browserStorage, SETTINGS_KEY) as Partial<FeedbackSettings> | undefined
  return {
    sound: typeof stored?.sound === 'boolean' ? stored.sound : DEFAULTS.sound,
    vibration: typeof stored?.vibration === 'boolean' ? stored.vibration : DEFAULTS.vibration,
  }
}

/** Whether verdicts sound and vibrate on this device: both on until switched off, remembered here. */
export function useFeedbackSettings(): [FeedbackSettings, (changes: Partial<FeedbackSettings>) => void] {
  const [settings, setSettings] = useState(storedSettings)
  const change = useCallback((changes: Partial<FeedbackSettings>) => {
    setSettings((previous) => {
      const next = { ...previous, ...changes }
      writeJson(browserStorage, SETTINGS_KEY, next)
      return next
    })
  }, [])
  return [settings, change]
}

/** A tone and a vibration for each new verdict, as the settings allow. */
export function useVerdictFeedback(shown: ShownVerdict | null, settings: FeedbackSettings): void {
  const id = shown?.id
  const kind = shown?.verdict.kind
  useEffect(() => {
    if (id === undefined || !kind) return
    if (settings.sound) playTones(VERDICT_TONES[kind])
    if (settings.vibration) vibrate(VERDICT_VIBRATION[kind])
    // Once per verdict: switching a setting does not replay it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id])
}
