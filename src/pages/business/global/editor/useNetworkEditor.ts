/**
 * The road-network editor of /business/global as a hook: its state
 * (networkEdit.ts), the node selected, connecting, saving with the network's
 * version, and a conflict (40901) kept on screen with the local changes until
 * they are reapplied to the latest network or discarded. Leaving (another
 * page, the tab, the edit mode, another scene) with unsaved changes asks
 * first (useLeaveGuard, the same question every form asks).
 */
import { useIntl } from '@umijs/max';
import { message } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLeaveGuard } from '@/components/form/useLeaveGuard';
import { ApiError, describe } from '@/request/errors';
import { STATUS } from '@/request/codes';
import { showFailure } from '@/request/notify';
import { fetchSceneNetwork, saveSceneNetwork } from '@/services/maps';
import type { SceneNetwork } from '@/services/types/map';
import {
  applyEdit,
  canRedo,
  canUndo,
  changeCount,
  changesOf,
  rebase,
  redo,
  startEditing,
  undo,
  type Edit,
  type EditState,
} from './networkEdit';

export interface NetworkEditor {
  state: EditState | null;
  network: SceneNetwork | null;
  count: number;
  dirty: boolean;
  selectedId: string | null;
  select: (id: string | null) => void;
  /** The node being connected from (the next node clicked is joined to it). */
  connecting: string | null;
  setConnecting: (id: string | null) => void;
  /** One edit; `merge` folds it into the last step when that was the same `merge` key (typing in one field). */
  apply: (edit: Edit, merge?: string) => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  save: () => Promise<void>;
  saving: boolean;
  /** A save refused because the network changed meanwhile: the local changes wait for reapply or discard. */
  conflict: boolean;
  reapply: () => Promise<void>;
  discard: () => void;
  /** Asks before `leave` when there are unsaved changes. */
  confirmLeave: (leave: () => void) => void;
  holder: React.ReactNode;
}

export function useNetworkEditor(sceneId: string | undefined, loaded: SceneNetwork | null, active: boolean, onSaved: (network: SceneNetwork) => void): NetworkEditor {
  const intl = useIntl();
  const [state, setState] = useState<EditState | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [connecting, setConnecting] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const mergeKey = useRef<string | null>(null);

  // A fresh start from the network as loaded when the edit mode opens, the scene changes or another
  // network arrives; not when it is the one the editor itself handed over (a save, a reapply).
  const latest = useRef(state);
  latest.current = state;
  useEffect(() => {
    if (!active || !loaded) {
      setState(null);
      return;
    }
    if (latest.current && latest.current.base === loaded) return;
    setState(startEditing(loaded));
    setSelectedId(null);
    setConnecting(null);
    setConflict(false);
    mergeKey.current = null;
  }, [active, sceneId, loaded]);

  const changes = useMemo(() => (state ? changesOf(state) : null), [state]);
  const count = changes ? changeCount(changes) : 0;
  const dirty = active && count > 0;
  const { ask, release, holder } = useLeaveGuard(dirty);

  const apply = useCallback((edit: Edit, merge?: string) => {
    setState((current) => {
      if (!current) return current;
      const folding = merge !== undefined && merge === mergeKey.current && current.past.length > 0;
      mergeKey.current = merge ?? null;
      if (folding) {
        const [previous] = current.past.slice(-1);
        const next = applyEdit({ ...current, current: previous, past: current.past.slice(0, -1) }, edit);
        // Typed back to where the step started: no step at all.
        return next.current === previous ? { ...current, current: previous, past: current.past.slice(0, -1) } : next;
      }
      return applyEdit(current, edit);
    });
  }, []);

  const stepBack = useCallback(() => {
    mergeKey.current = null;
    setState((current) => (current ? undo(current) : current));
  }, []);
  const stepForward = useCallback(() => {
    mergeKey.current = null;
    setState((current) => (current ? redo(current) : current));
  }, []);

  const fail = useCallback((error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === STATUS.CONFLICT) setConflict(true);
    else if (error.kind !== 'loginExpired' && error.kind !== 'canceled') showFailure(describe(error));
  }, []);

  const save = useCallback(async () => {
    if (!state || !sceneId || !changes || count === 0) return;
    setSaving(true);
    try {
      const saved = await saveSceneNetwork(sceneId, changes);
      release();
      mergeKey.current = null;
      setState(startEditing(saved));
      setConflict(false);
      onSaved(saved);
      void message.success(intl.formatMessage({ id: 'network.saved' }));
    } catch (error) {
      fail(error);
    } finally {
      setSaving(false);
    }
  }, [state, sceneId, changes, count, release, onSaved, intl, fail]);

  const reapply = useCallback(async () => {
    if (!state || !sceneId) return;
    try {
      const latest = await fetchSceneNetwork(sceneId);
      const result = rebase(state, latest);
      mergeKey.current = null;
      setState(result.state);
      setConflict(false);
      onSaved(latest);
      void message.info(intl.formatMessage({ id: 'network.conflict.reapplied' }));
      if (result.dropped > 0) void message.warning(intl.formatMessage({ id: 'network.conflict.dropped' }, { count: result.dropped }));
      if (selectedId && !result.state.current.nodes.some((node) => node.id === selectedId)) setSelectedId(null);
    } catch {
      // the pipeline said why; the changes stay
    }
  }, [state, sceneId, onSaved, intl, selectedId]);

  const discard = useCallback(() => {
    mergeKey.current = null;
    setConflict(false);
    setConnecting(null);
    setState((current) => (current ? startEditing(current.base) : current));
    // After a conflict the base is old: the latest is read again.
    if (conflict && sceneId) {
      void fetchSceneNetwork(sceneId)
        .then((latest) => {
          setState(startEditing(latest));
          onSaved(latest);
        })
        .catch(() => undefined);
    }
  }, [conflict, sceneId, onSaved]);

  const confirmLeave = useCallback(
    (leave: () => void) => {
      if (!dirty) leave();
      else
        ask(() => {
          release();
          leave();
        });
    },
    [dirty, ask, release],
  );

  return {
    state,
    network: state?.current ?? null,
    count,
    dirty,
    selectedId,
    select: setSelectedId,
    connecting,
    setConnecting,
    apply,
    undo: stepBack,
    redo: stepForward,
    canUndo: state ? canUndo(state) : false,
    canRedo: state ? canRedo(state) : false,
    save,
    saving,
    conflict,
    reapply,
    discard,
    confirmLeave,
    holder,
  };
}
