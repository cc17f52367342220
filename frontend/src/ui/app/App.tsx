import './polyfills'
import { Toaster } from 'react-hot-toast'
import { BrowserRouter } from 'react-router-dom'
import { ChainProvider } from './ChainProvider'
import { KmdAccountDialog } from '../wallet/KmdAccountDialog'
import { MnemonicDialog } from '../wallet/MnemonicDialog'
import { WalletProviderRoot } from '../wallet/WalletProviderRoot'
import { AppLayout } from './AppLayout'
import { AppRoutes } from './routes'

/** The full app: wallets, chain access, navigation and every screen except the bare resolver. */
export default function App() {
  return (
    <WalletProviderRoot>
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
    </WalletProviderRoot>
  )
}
