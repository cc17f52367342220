/**
 * The attendee sponsor's program (VITE_ATTENDEE_SPONSOR_PROGRAM), read apart from config.ts: only
 * the write path and the registration page need it, and config.ts is in the entry that every
 * /resolve visitor loads.
 */
import { settingValue } from './config'

function readAttendeeSponsorProgram(): string | undefined {
  try {
    return settingValue(import.meta.env.VITE_ATTENDEE_SPONSOR_PROGRAM)
  } catch {
    // import.meta.env is undefined outside Vite (e.g. scripts importing the chain layer under tsx).
    return undefined
  }
}

export const attendeeSponsorProgram = readAttendeeSponsorProgram()
