import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fr } from '@troc/shared';
import { RemoteBoundary } from './RemoteBoundary';

const Loaded = () => <p>Contenu distant</p>;

describe('RemoteBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the loading state, then the remote', async () => {
    render(<RemoteBoundary load={() => Promise.resolve(Loaded)} />);
    expect(screen.getByRole('status')).toHaveTextContent(fr.remote.loading);
    expect(await screen.findByText('Contenu distant')).toBeInTheDocument();
  });

  it('shows the French error when loading fails, and loads again on retry', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('remoteEntry.js 502')).mockResolvedValueOnce(Loaded);
    render(<RemoteBoundary load={load} />);

    expect(await screen.findByText(fr.remote.failed)).toBeInTheDocument();
    expect(screen.queryByText('Contenu distant')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: fr.remote.retry }));
    expect(await screen.findByText('Contenu distant')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('catches a remote that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    render(<RemoteBoundary load={() => Promise.resolve(Broken)} />);
    expect(await screen.findByText(fr.remote.failed)).toBeInTheDocument();
  });
});
