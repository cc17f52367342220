/** Confirming attendance and the attendance token (mint, then claim). */
export const ATTENDANCE_MESSAGES = {
  confirmed: 'Attendance confirmed! Your attendance token has been minted and sent to your wallet.',
  /** The account cannot hold the token yet (it holds no ALGO): the app keeps it for them to claim. */
  kept: 'Attendance confirmed! Your attendance token is kept for you in the app: claim it once your wallet holds a little ALGO.',
  confirmFailed: 'Attendance confirmation failed',
  /** The token could not be created (mint_nft); attendance stays confirmed. */
  creationFailedButConfirmed: 'Attendance token creation failed, but attendance was confirmed',
  /** The token exists but did not reach the wallet (claim); attendance stays confirmed. */
  mintFailedButConfirmed: 'Attendance token minting failed, but attendance was confirmed',
  mintFailed: 'Attendance token minting failed',
  notRegistered: 'Not registered',
  assetCreationFailed: 'Asset creation failed',
  assetTransferFailed: 'Asset transfer failed',
} as const
