/**
 * What the organiser's visibility choice does, where it is chosen: the wizard, the Edit page and the
 * Manage page's 'Who can register'. Apart from messages.ts, which the app's first screen loads.
 */
export const VISIBILITY_MESSAGES = {
  public: 'Listed on Discover events: anyone can find it and register.',
  unlisted: 'Not listed on Discover, but anyone can still find it on chain and register.',
  private: 'As Unlisted, and you approve each registration.',
  /** Beside the manual approval choice while Private is chosen, which always asks for approval. */
  privateApproves: 'Private events always ask for your approval.',
} as const
