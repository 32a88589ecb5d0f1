import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, useNavigationType, type Location, type NavigationType } from 'react-router';
import { AppProvider } from '../../../web/src/app/provider';
import { AppRoutes } from '../../../web/src/app/router';

/** Where the app is now, and how it got there (PUSH or REPLACE): updated by a probe beside the routes. */
export interface LocationRef {
  current: Location | null;
  navigationType: NavigationType | null;
}

function LocationProbe({ onChange }: { onChange: (location: Location, type: NavigationType) => void }) {
  const location = useLocation();
  const type = useNavigationType();
  // A layout effect runs in the same commit as the DOM change: a test that has just found the new
  // page's heading reads the new location too (a passive effect may not have run yet).
  useLayoutEffect(() => onChange(location, type), [location, type, onChange]);
  return null;
}

/**
 * Renders the whole app (providers, routes, lazy pages) at `url`, in StrictMode as main.tsx does,
 * so effects run twice like in development. Returns a user-event instance and the live location.
 */
export function renderApp(url: string, options: { userEvent?: Parameters<typeof userEvent.setup>[0] } = {}) {
  const location: LocationRef = { current: null, navigationType: null };
  const user = userEvent.setup(options.userEvent);
  const view = render(
    <StrictMode>
      <MemoryRouter initialEntries={[url]}>
        <AppProvider>
          <AppRoutes />
          <LocationProbe
            onChange={(now, type) => {
              location.current = now;
              location.navigationType = type;
            }}
          />
        </AppProvider>
      </MemoryRouter>
    </StrictMode>,
  );
  return { user, location, ...view };
}
