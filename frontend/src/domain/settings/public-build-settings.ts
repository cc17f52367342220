/**
 * A build for a public network puts every VITE_ setting into files anyone can download. Settings
 * whose names say they hold a secret (a token, a secret, a key, a mnemonic, a password) must be
 * empty there; only the names below, public by nature, are let through despite such a name.
 */

/** What, in a setting's name, says it holds a secret. */
const SECRET_NAME_PARTS = ['TOKEN', 'SECRET', 'KEY', 'MNEMONIC', 'PASSWORD'] as const

/**
 * Public despite a name that could look secret: the scan sponsor's and the attendee sponsor's
 * logic-sig programs and the scan sponsor's address are read by anyone from the chain.
 */
export const PUBLIC_SETTINGS = [
  'VITE_SCAN_SPONSOR_ADDRESS',
  'VITE_SCAN_SPONSOR_PROGRAM',
  'VITE_ATTENDEE_SPONSOR_PROGRAM',
]

export function looksSecret(name: string): boolean {
  const upper = name.toUpperCase()
  return !PUBLIC_SETTINGS.includes(upper) && SECRET_NAME_PARTS.some((part) => upper.includes(part))
}

/** The names (never the values) of the settings with a secret-looking name that hold a value. */
export function secretSettingsSet(env: Readonly<Record<string, string | undefined>>): string[] {
  return Object.entries(env)
    .filter(([name, value]) => looksSecret(name) && (value ?? '').trim() !== '')
    .map(([name]) => name)
    .sort()
}

/** Why a public build is refused, or undefined when its settings hold no secret. */
export function publicBuildRefusal(
  mode: string,
  env: Readonly<Record<string, string | undefined>>,
): string | undefined {
  const names = secretSettingsSet(env)
  if (!names.length) return undefined
  return (
    `A ${mode} build must not carry ${names.join(', ')}: every VITE_ setting ends up in the public files. ` +
    `Empty ${names.length === 1 ? 'it' : 'them'} in frontend/.env.${mode}.local and the environment.`
  )
}
