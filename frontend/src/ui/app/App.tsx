import { Toaster } from 'react-hot-toast'
import { BrowserRouter } from 'react-router-dom'
import { ChainProvider } from './ChainProvider'
import { KmdAccountDialog } from '../wallet/KmdAccountDialog'
import { MnemonicDialog } from '../wallet/MnemonicDialog'
import { AppLayout } from './AppLayout'
import { AppRoutes } from './routes'

/**
 * The full app: chain access, navigation and every screen except the bare resolver. The wallets
 * (use-wallet and their SDKs) are not part of it: they load when a visitor chooses one, or to
 * resume a session this browser kept (ui/wallet/wallet-stack.ts).
 */
export default function App() {
  return (
    <ChainProvider>
      <BrowserRouter>
        <AppLayout>
          <AppRoutes />
        </AppLayout>
        <Toaster position="bottom-center" toastOptions={{ duration: 5000 }} />
        <MnemonicDialog />
        <KmdAccountDialog />
      </BrowserRouter>
    </ChainProvider>
  )
}
