/**
 * The stand-in for the layout plugin's Exception makes the same choice as the
 * generated one (content, not-found, forbidden) and, where the configuration
 * gives no screen, shows the console's own in the user's language.
 */
import { render, screen } from '@testing-library/react';
import { getIntl, RawIntlProvider } from '@umijs/max';
import Exception from './layoutException';

const inEnglish = (node: React.ReactNode) => render(<RawIntlProvider value={getIntl('en-US')}>{node}</RawIntlProvider>);

describe('the layout plugin Exception stand-in', () => {
  it('shows the screen of an accessible route', () => {
    inEnglish(
      <Exception route={{}} noFound={<p>not found</p>} unAccessible={<p>forbidden</p>}>
        <p>the screen</p>
      </Exception>,
    );
    expect(screen.getByText('the screen')).toBeInTheDocument();
    expect(screen.queryByText('not found')).toBeNull();
    expect(screen.queryByText('forbidden')).toBeNull();
  });

  it('shows the given not-found screen without a route, and the given forbidden one for an inaccessible route', () => {
    const { unmount } = inEnglish(
      <Exception noFound={<p>not found</p>} unAccessible={<p>forbidden</p>}>
        <p>the screen</p>
      </Exception>,
    );
    expect(screen.getByText('not found')).toBeInTheDocument();
    expect(screen.queryByText('the screen')).toBeNull();
    unmount();
    inEnglish(
      <Exception route={{ unaccessible: true }} notFound={<p>not found</p>} noAccessible={<p>forbidden</p>}>
        <p>the screen</p>
      </Exception>,
    );
    expect(screen.getByText('forbidden')).toBeInTheDocument();
    expect(screen.queryByText('the screen')).toBeNull();
  });

  it('shows the console’s own screens, translated, when none is given', async () => {
    const { unmount } = inEnglish(
      <Exception>
        <p>the screen</p>
      </Exception>,
    );
    expect(await screen.findByText(getIntl('en-US').formatMessage({ id: 'page.notFound.subTitle' }))).toBeInTheDocument();
    expect(screen.getByText(getIntl('en-US').formatMessage({ id: 'page.notFound.title' }))).toBeInTheDocument();
    unmount();
    inEnglish(
      <Exception route={{ unaccessible: true }}>
        <p>the screen</p>
      </Exception>,
    );
    expect(await screen.findByText(getIntl('en-US').formatMessage({ id: 'page.forbidden.subTitle' }))).toBeInTheDocument();
    expect(screen.queryByText('the screen')).toBeNull();
  });
});
