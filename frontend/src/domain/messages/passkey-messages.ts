/**
 * What a person using a passkey reads: on the panel, in its toasts and in its refusals. People who
 * never installed anything read these, so none of them names the machinery behind the account
 * (tests/unit/plain-words.spec.ts holds them to that).
 */
export const PASSKEY_MESSAGES = {
  continue: 'Continue with a passkey',
  explained: "Use your phone's or computer's screen lock — Face ID, fingerprint or PIN — no app to install.",
  create: 'Create a passkey',
  waiting: 'Waiting for your passkey…',
  /** The browser answers the same way when there is no passkey and when the person closed the request. */
  noneFound:
    'No passkey for DynaQR was found here, or the request was closed. If you have not made one yet, create one: it takes a moment.',
  createClosed: 'No passkey was made: the request was closed. Try again when you are ready.',
  /** Made, but its first use was closed: continuing with it opens the account. */
  madeContinue: 'Your passkey is ready. Choose “Continue with a passkey” to open your account with it.',
  noBrowserSupport:
    "This passkey can't be used here: this browser does not offer passkeys. Try an up-to-date browser, or choose one of the other ways.",
  noPrf:
    "This passkey can't be used here: it cannot open a DynaQR account (the app that keeps it does not offer this yet). Try your phone's or computer's own passkeys, or choose one of the other ways.",
  noSafeKeys:
    "This passkey can't be used here: this browser cannot keep your account's key locked away. Update it, or choose one of the other ways.",
  unreachable:
    'Your passkey account could not be opened: the network cannot be reached. Check your connection and try again.',
  failed: (reason: string) => `Your passkey could not be used: ${reason}`,
  connected: 'You are in with your passkey account.',
  loggedOut: 'You are logged out. Continue with your passkey any time to come back to the same account.',
  logOutFailed: 'Logging out did not finish. Reload the page to try again.',
  title: 'Your passkey account',
  loggedInWith: 'Logged in with',
  passkey: 'Passkey',
  account: 'Account',
  logOut: 'Log out',
  loggingOut: 'Logging out…',
  /** Asked again after a reload, the passkey opened another account than the one logged in. */
  otherAccount:
    'This passkey opens a different account from the one you are logged in with. Log out, then continue with the passkey you used for this account.',
  /** Something asked the passkey account to act for another account. */
  notThisAccount: 'Your passkey can only act for your passkey account.',
  /** The account's control was handed to another key: its passkey no longer speaks for it. */
  handedOver: 'This account is now controlled by another key, so your passkey can no longer act for it.',
  closed: 'The passkey request was closed: nothing was sent.',
} as const
