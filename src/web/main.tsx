import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ImpersonationBanner } from './app/impersonation-banner'
import { AppRouter } from './app/router'
import { queryClient } from './lib/query-client'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <div className="flex h-full flex-col">
        <ImpersonationBanner />
        <div className="min-h-0 flex-1">
          <AppRouter />
        </div>
      </div>
    </QueryClientProvider>
  </StrictMode>,
)
