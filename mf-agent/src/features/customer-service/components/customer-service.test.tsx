import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onEvent } from '@gp/kernel';
import '../../../lib/i18n';
import { en } from '../../../locales/en';
import { renderPage } from '../../../testing/render-page';
import { CustomerService } from './customer-service';

it("asks the shell for its customer-service chat over the bus", async () => {
  const user = userEvent.setup({ delay: null });
  const asked = jest.fn();
  const stop = onEvent('customer-service-requested', asked);
  renderPage(<CustomerService />);

  expect(screen.getByRole('heading', { level: 1, name: en.pages.customerService })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: en.support.start }));
  expect(asked).toHaveBeenCalledTimes(1);
  stop();
});
