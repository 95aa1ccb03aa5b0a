import { Redirect, Route, Switch } from 'wouter'
import { ApiKeysPage } from '../features/api-keys/api-keys-page'
import { DashboardPage } from '../features/dashboard/dashboard-page'
import { NotFoundPage } from '../features/not-found/not-found-page'
import { UserLayout } from '../features/user/user-layout'
import { WeekCalendarPage } from '../features/user-calendar/week-calendar-page'
import { WebhooksPage } from '../features/webhooks/webhooks-page'

/** /user and its children. */
export default function UserRoutes() {
  return (
    <UserLayout>
      <Switch>
        <Route path="/user">
          <Redirect to="/user/dashboard" replace />
        </Route>
        <Route path="/user/dashboard" component={DashboardPage} />
        <Route path="/user/calendar" component={WeekCalendarPage} />
        <Route path="/user/api-keys" component={ApiKeysPage} />
        <Route path="/user/webhooks" component={WebhooksPage} />
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </UserLayout>
  )
}
