import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@gp/kernel/testing';
import { Dialog, isModalOpen } from './dialog';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open notice
      </button>
      <Dialog
        open={open}
        title="Notice"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<button type="button">Got it</button>}
      >
        <label>
          Search <input />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('marks the page while it is open, until the last dialog closes (what moves behind it may pause)', async () => {
    const user = userEvent.setup();
    function Two() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(true);
      return (
        <>
          <Dialog open={outer} title="Outer" onClose={() => setOuter(false)}>
            <p>Outer body</p>
          </Dialog>
          <Dialog open={inner} title="Inner" onClose={() => setInner(false)}>
            <p>Inner body</p>
          </Dialog>
        </>
      );
    }
    expect(isModalOpen()).toBe(false);
    renderWithProviders(<Two />);
    expect(isModalOpen()).toBe(true);
    await user.click(screen.getAllByRole('button', { name: 'Close' })[1]!);
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(isModalOpen()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isModalOpen()).toBe(false);
  });

  it('is a modal dialog named by its title, focused inside', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open notice' }));

    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithProviders(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open notice' });
    await user.click(opener);

    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from the labelled close button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open notice' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open notice' }));

    const input = screen.getByRole('textbox', { name: 'Search' });
    const close = screen.getByRole('button', { name: 'Close' });
    const gotIt = screen.getByRole('button', { name: 'Got it' });

    await user.tab();
    expect(gotIt).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(gotIt).toHaveFocus();
    await user.tab({ shift: true });
    expect(input).toHaveFocus();
  });

  it('uses the Tagalog close label in TY', async () => {
    renderWithProviders(
      <Dialog open title="Paalala" onClose={() => {}}>
        x
      </Dialog>,
      { language: 'TY' },
    );
    expect(await screen.findByRole('button', { name: 'Isara' })).toBeInTheDocument();
  });
});
