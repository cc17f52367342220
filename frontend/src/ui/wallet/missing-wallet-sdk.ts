/**
 * Stand-in for wallet SDKs that are not installed (see frontend/vite.config.ts). use-wallet
 * imports a wallet's SDK only when that wallet connects; importing this module throws
 * WALLET_SDK_MISSING, which isWalletSdkMissing (chain/write/errors.ts) detects and
 * useWalletConnection.ts turns into "{wallet} is not installed".
 */
import { WALLET_SDK_MISSING } from '../../chain'

throw new Error(WALLET_SDK_MISSING)
