/** Message of the error thrown when use-wallet imports a wallet SDK that is not installed. */
export const WALLET_SDK_MISSING = 'DYNAQR_WALLET_SDK_MISSING'
