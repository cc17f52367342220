/**
 * LocalNet's KMD wallet: which of its accounts to connect, asked before connecting. Apart from
 * messages.ts, which the app's first screen loads: the dialog that shows them loads on the first
 * question.
 */
export const KMD_ACCOUNT_MESSAGES = {
  title: 'Choose an account',
  help: "LocalNet's KMD wallet holds these accounts. Connect the one you want to act as.",
  accountName: (position: number) => `Account ${position}`,
  demoOrganiser: 'Demo organiser: owns the demo events',
  walletMissing: (wallet: string) => `KMD has no wallet named ${wallet}`,
} as const
