/**
 * Catches what a screen throws while loading or rendering, above all a
 * script or stylesheet chunk that failed to load, and offers a reload instead
 * of a blank page. Uses getIntl (not a hook): it may stand above the providers.
 * The full failure screen replaces the forms beneath it: what they held is
 * kept as drafts first (src/drafts), and comes back after the reload.
 */
import { getIntl } from '@umijs/max';
import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { keepDrafts, reloadKeepingDrafts } from '@/drafts/live';

const CHUNK_FAILURE =
  /ChunkLoadError|Loading (CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return CHUNK_FAILURE.test(`${error.name} ${error.message}`);
}

interface State {
  error?: Error;
}

interface Props {
  children: ReactNode;
  /** Shown instead of the full failure screen (e.g. nothing, for a header part). */
  fallback?: ReactNode;
}

export default class LoadFailure extends Component<Props, State> {
  state: State = {};

  private draftsKept = false;

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept for whoever opens the console's developer tools.
    // eslint-disable-next-line no-console
    console.error(error, info.componentStack);
  }

  render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    // Before the forms beneath unmount (this render replaces them), once.
    if (!this.draftsKept) {
      this.draftsKept = true;
      keepDrafts();
    }
    const intl = getIntl();
    const chunk = isChunkLoadError(error);
    return (
      <Result
        status={chunk ? 'warning' : 'error'}
        title={intl.formatMessage({ id: chunk ? 'loadFailure.chunk.title' : 'loadFailure.error.title' })}
        subTitle={intl.formatMessage({ id: chunk ? 'loadFailure.chunk.subTitle' : 'loadFailure.error.subTitle' })}
        extra={
          <Button type="primary" onClick={reloadKeepingDrafts}>
            {intl.formatMessage({ id: 'loadFailure.reload' })}
          </Button>
        }
      />
    );
  }
}
