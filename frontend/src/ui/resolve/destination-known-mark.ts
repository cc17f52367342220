/** Performance mark the /resolve page sets when the destination is known; `npm run bench` reads its start time. */
export const DESTINATION_KNOWN_MARK = 'dynaqr:destination-known'
