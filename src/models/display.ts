/**
 * Display settings (section 2's popover, section 4's states): dark mode
 * (following the system colour scheme until the user chooses), eye
 * protection, top or left (mixed) menu, full screen. Choices persist for the
 * user in the stored app value (PUT /person/head/config/{userId}).
 */
import { useModel } from '@umijs/max';
import { useCallback, useEffect, useState } from 'react';
import type { ConsoleSettings } from '../../config/defaultSettings';
import { saveAppValue } from '@/services/person';
import type { InitialState } from '@/startup/initialState';

export interface DisplayChoice {
  navTheme?: ConsoleSettings['navTheme'];
  eyesProtectionMode?: ConsoleSettings['eyesProtectionMode'];
  layout?: ConsoleSettings['layout'];
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export interface DisplayModel {
  dark: boolean;
  eyes: boolean;
  layout: ConsoleSettings['layout'];
  setDark: (dark: boolean) => void;
  setEyes: (on: boolean) => void;
  setLayout: (layout: ConsoleSettings['layout']) => void;
}

export default function useDisplay(): DisplayModel {
  const { initialState, setInitialState } = useModel('@@initialState');
  const state = initialState as InitialState | undefined;
  const stored = (state?.appValue ?? {}) as DisplayChoice;
  const [system, setSystem] = useState(systemDark);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => setSystem(query.matches);
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);

  const choose = useCallback(
    (choice: DisplayChoice) => {
      if (!state?.currentUser) return;
      const appValue = { ...state.appValue, ...choice };
      const settings = {
        ...state.settings,
        ...(choice.navTheme ? { navTheme: choice.navTheme } : {}),
        ...(choice.eyesProtectionMode ? { eyesProtectionMode: choice.eyesProtectionMode } : {}),
        ...(choice.layout ? { layout: choice.layout } : {}),
      };
      void setInitialState({ ...state, appValue, settings });
      saveAppValue(state.currentUser.id, appValue).catch(() => undefined);
    },
    [setInitialState, state],
  );

  const dark = stored.navTheme ? stored.navTheme === 'realDark' : system;
  return {
    dark,
    eyes: (stored.eyesProtectionMode ?? state?.settings.eyesProtectionMode) === 'open',
    layout: stored.layout ?? state?.settings.layout ?? 'top',
    setDark: (on) => choose({ navTheme: on ? 'realDark' : 'light' }),
    setEyes: (on) => choose({ eyesProtectionMode: on ? 'open' : 'close' }),
    setLayout: (layout) => choose({ layout }),
  };
}
