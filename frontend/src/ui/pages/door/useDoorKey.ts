import { useCallback, useEffect, useState } from 'react'
import { doorKeysSupported, type DoorKey, type DoorKeyStore } from '../../platform/door-key'

export type DoorKeyState = { status: 'loading' } | { status: 'unsupported' } | { status: 'ready'; key: DoorKey | null }

/** The door key this browser holds for the event, once WebCrypto is known to make Ed25519 keys. */
export function useDoorKey(
  store: DoorKeyStore,
  appId: bigint,
  eventId: string,
): { state: DoorKeyState; setKey: (key: DoorKey) => void } {
  const [state, setState] = useState<DoorKeyState>({ status: 'loading' })

  useEffect(() => {
    let mounted = true
    void (async () => {
      const supported = await doorKeysSupported()
      const key = supported ? await store.load(appId, eventId) : null
      if (mounted) setState(supported ? { status: 'ready', key } : { status: 'unsupported' })
    })()
    return () => {
      mounted = false
    }
  }, [store, appId, eventId])

  const setKey = useCallback((key: DoorKey) => setState({ status: 'ready', key }), [])
  return { state, setKey }
}
