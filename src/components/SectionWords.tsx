/**
 * Draws a section's screens once the section's words are loaded in the
 * active language (src/startup/locales.ts `loadSectionWords`): a spinner
 * meanwhile; when they cannot come (offline), one line says so with a retry,
 * and the rest of the console stays usable.
 */
import { useIntl } from '@umijs/max';
import { Button, Spin } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { loadSectionWords, type Section } from '@/startup/locales';

export default function SectionWords({ section, children }: { section: Section; children: ReactNode }) {
  const intl = useIntl();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadSectionWords(section).then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [section, attempt]);
  if (state === 'ready') return <>{children}</>;
  if (state === 'loading') return <Spin style={{ display: 'block', margin: 48 }} />;
  return (
    <div role="alert" style={{ padding: 24 }}>
      {intl.formatMessage({ id: 'loadFailure.part' })}
      <Button
        type="link"
        onClick={() => {
          setState('loading');
          setAttempt((value) => value + 1);
        }}
      >
        {intl.formatMessage({ id: 'loadFailure.retry' })}
      </Button>
    </div>
  );
}
