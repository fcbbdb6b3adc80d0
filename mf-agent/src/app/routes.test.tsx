import { screen } from '@testing-library/react';
import { commonEn, MemoryRouter, type AgentRouteId } from 'shared';
import { renderWithProviders, setTestRuntimeConfig } from 'shared/testing';
import { en } from '../locales/en';
import AgentRoutes from './routes';

function renderRoute(routeId: AgentRouteId) {
  return renderWithProviders(<AgentRoutes routeId={routeId} />, {
    wrapper: ({ children }) => <MemoryRouter initialEntries={[`/${routeId}`]}>{children}</MemoryRouter>,
  });
}

beforeEach(() => {
  sessionStorage.clear();
  setTestRuntimeConfig();
});

describe('mf-agent routes', () => {
  it('/agent shows the agent login form', () => {
    renderRoute('agent');

    const form = screen.getByRole('form', { name: en.login.title });
    expect(form).toContainElement(screen.getByRole('textbox', { name: en.login.username }));
    expect(form).toContainElement(screen.getByLabelText(en.login.password));
    expect(form).toContainElement(screen.getByRole('button', { name: en.login.submit }));
  });

  it('/agentHome is not available yet', () => {
    renderRoute('agentHome');

    expect(screen.getByRole('heading', { level: 1, name: commonEn.ui.notAvailableYet })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: en.login.title })).not.toBeInTheDocument();
  });
});
