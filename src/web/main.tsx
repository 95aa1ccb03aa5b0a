import { QueryClientProvider } from '@tanstack/react-query'
import { Provider as JotaiProvider } from 'jotai'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ImpersonationBanner } from './app/impersonation-banner'
import { AppRouter } from './app/router'
import { Toaster } from './components/toaster'
import { queryClient } from './lib/query-client'
import { store } from './lib/store'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <div className="flex h-full flex-col">
          <ImpersonationBanner />
          <div className="min-h-0 flex-1">
            <AppRouter />
          </div>
        </div>
        <Toaster />
      </QueryClientProvider>
    </JotaiProvider>
  </StrictMode>,
)
