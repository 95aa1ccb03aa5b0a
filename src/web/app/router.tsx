import { lazy, Suspense } from 'react'
import { Route, Switch } from 'wouter'
import { PageLoading } from '../components/spinner'
import { RequireAuth } from '../features/auth/require-auth'
import { LandingPage } from '../features/landing/landing-page'
import { NotFoundPage } from '../features/not-found/not-found-page'

// Only the landing page ships in the first bundle; every other screen loads when opened.
const AuthPage = lazy(() => import('../features/auth/auth-page').then((m) => ({ default: m.AuthPage })))
const LogoutPage = lazy(() => import('../features/auth/logout-page').then((m) => ({ default: m.LogoutPage })))
const UserRoutes = lazy(() => import('./user-routes'))
const AdminRoutes = lazy(() => import('./admin-routes'))
const StartSessionPage = lazy(() =>
  import('../features/start-session/start-session-page').then((m) => ({ default: m.StartSessionPage })),
)
const OAuthCallbackPage = lazy(() =>
  import('../features/x-account/oauth-callback-page').then((m) => ({ default: m.OAuthCallbackPage })),
)
const TwitterTestPage = lazy(() =>
  import('../features/x-account/twitter-test-page').then((m) => ({ default: m.TwitterTestPage })),
)
const ChannelCallbackPage = lazy(() =>
  import('../features/channels/channel-callback-page').then((m) => ({ default: m.ChannelCallbackPage })),
)
const SessionPage = lazy(() => import('./session-page').then((m) => ({ default: m.SessionPage })))

export function AppRouter() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/" component={LandingPage} />
        <Route path="/auth" component={AuthPage} />
        <Route path="/logout" component={LogoutPage} />
        <Route path="/start-session">
          <RequireAuth view="signup">
            <StartSessionPage />
          </RequireAuth>
        </Route>
        <Route path="/twitter/auth/callback">
          <RequireAuth>
            <OAuthCallbackPage />
          </RequireAuth>
        </Route>
        <Route path="/channels/:network/callback">
          {(params) =>
            params.network === 'linkedin' || params.network === 'mastodon' ? (
              <RequireAuth>
                <ChannelCallbackPage network={params.network} />
              </RequireAuth>
            ) : (
              <NotFoundPage />
            )
          }
        </Route>
        <Route path="/twitter">
          <RequireAuth>
            <TwitterTestPage />
          </RequireAuth>
        </Route>
        <Route path="/marketing-sessions/:id">
          {(params) => (
            <RequireAuth>
              <SessionPage id={params.id} />
            </RequireAuth>
          )}
        </Route>
        <Route path="/marketing-sessions">
          <RequireAuth>
            <SessionPage id={undefined} />
          </RequireAuth>
        </Route>
        <Route path="/user">
          <RequireAuth>
            <UserRoutes />
          </RequireAuth>
        </Route>
        <Route path="/user/*">
          <RequireAuth>
            <UserRoutes />
          </RequireAuth>
        </Route>
        <Route path="/admin">
          <RequireAuth>
            <AdminRoutes />
          </RequireAuth>
        </Route>
        <Route path="/admin/*">
          <RequireAuth>
            <AdminRoutes />
          </RequireAuth>
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  )
}
