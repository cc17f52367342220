/**
 * The app's page where a wallet proves it holds an nft-gated event's token; /resolve links to it.
 * Apart from event-paths.ts so that /resolve's bundle carries only this path.
 */
export function accessProofPath(eventId: string): string {
  return `/events/${encodeURIComponent(eventId)}/access`
}
