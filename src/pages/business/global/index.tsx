/**
 * /business/global (platform:business:global): the business system's
 * dispatch screen, full window without the console's header and menu. The
 * chosen scene's map (the dispatch screens' engine, scene choice, filters and
 * layer order) with its live robots and the paths of running tasks; a bar
 * with the scene, the mode, the zoom, a way back to the console, and the
 * header's own actions (language, account...); and a collapsible panel:
 * - Tasks: create a task (click points on the map or search them; click a
 *   robot to assign it; the path previewed on the map), the queue, the
 *   abnormal tasks, the map's filters;
 * - Edit road network (platform:business:global:editNode only): drag, add,
 *   delete and connect nodes, edit their attributes and action points, undo,
 *   redo, save against the network's version (editor/).
 * The business and road-network words load with the screen (SectionWords).
 */
import { HomeOutlined, MenuFoldOutlined, MenuUnfoldOutlined, SwapOutlined } from '@ant-design/icons';
import { history, useAccess, useModel } from '@umijs/max';
import { Button, Card, Empty, message, Result, Segmented, Space, Spin, Tabs, Tooltip, Typography, theme } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import LayerOrder from '@/components/dispatch/LayerOrder';
import SectionWords from '@/components/SectionWords';
import { DRAFT_FORMS } from '@/drafts/forms';
import { useDraftReopen } from '@/drafts/useDraftReopen';
import MapFilters from '@/components/dispatch/MapFilters';
import MapViewButtons from '@/components/dispatch/MapViewButtons';
import SceneMapCanvas from '@/components/dispatch/SceneMapCanvas';
import SceneSelect from '@/components/dispatch/SceneSelect';
import { useChosenScene } from '@/components/dispatch/useChosenScene';
import { useLiveRobots } from '@/components/dispatch/useLiveRobots';
import { useSceneMap } from '@/components/dispatch/useSceneMap';
import { lazyPart } from '@/components/lazyPart';
import type { DeviceKind } from '@/map/controls';
import type { MapEngine } from '@/map/engine';
import { prepareNetwork } from '@/map/network';
import type { MapMark, MapRoute } from '@/map/routes';
import { screenToWorld, type Transform } from '@/map/transform';
import { loadHeaderActions } from '@/shell/load';
import { ROBOT_STATE, type SceneNetwork } from '@/services/types/map';
import { MAP_STATUS, type Scene } from '@/services/types/scene';
import type { Task, TaskPath } from '@/services/types/task';
import { useTranslate } from '@/utils/translate';
import TaskQueue from './components/TaskQueue';
import { useNetworkEditor } from './editor/useNetworkEditor';
import { addTarget, NEW_DRAFT, type TaskDraft } from './taskDraft';

/**
 * The panel's tabs other than the queue (the first shown) in chunks of their own, loaded when
 * first opened or a point is clicked: the create form with its date picker, the abnormal list with
 * its table.
 */
const TaskForm = lazyPart(() => import(/* webpackChunkName: "task-form" */ './components/TaskForm'));
const AbnormalTasks = lazyPart(() => import(/* webpackChunkName: "abnormal-tasks" */ './components/AbnormalTasks'));
/** The editor's panel (its forms), loaded when the edit mode is first opened. */
const NetworkEditor = lazyPart(() => import(/* webpackChunkName: "network-editor" */ './editor/NetworkEditor'));
const HeaderActions = lazy(loadHeaderActions);

type Mode = 'tasks' | 'edit';
type PanelTab = 'create' | 'queue' | 'abnormal' | 'map';

const PANEL_WIDTH = 380;
const EDIT_KEY = 'platform:business:global:editNode';
const round3 = (value: number) => Math.round(value * 1000) / 1000;

function BusinessScreen() {
  const t = useTranslate();
  const access = useAccess();
  const { token } = theme.useToken();
  const dispatch = useModel('dispatch');
  const { dark } = useModel('display');
  const { scene, chosen, resolving } = useChosenScene();
  const hasMap = scene?.mapStatus === MAP_STATUS.values.UPLOADED;
  const sceneMap = useSceneMap(scene?.id, hasMap);
  const canEdit = Boolean(access[EDIT_KEY]);

  const [mode, setMode] = useState<Mode>('tasks');
  const editing = mode === 'edit' && canEdit;
  const editor = useNetworkEditor(scene?.id, sceneMap.raw, editing, sceneMap.setNetwork);
  const [engine, setEngine] = useState<MapEngine | null>(null);
  useLiveRobots(engine, scene?.id, Boolean(sceneMap.map));

  const [panelOpen, setPanelOpen] = useState(true);
  const [tab, setTab] = useState<PanelTab>('queue');
  // Back after a lost session or a reload with a task half made: the form opens again and takes it back.
  useDraftReopen(DRAFT_FORMS.task, () => {
    setPanelOpen(true);
    setTab('create');
  });
  const [draft, setDraft] = useState<TaskDraft>(NEW_DRAFT);
  const [preview, setPreview] = useState<TaskPath | null>(null);
  const [running, setRunning] = useState<Task[]>([]);
  const [selectedTask, setSelectedTask] = useState<Task | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const [robots, setRobots] = useState<{ id: string; name: string }[]>([]);
  const [counts, setCounts] = useState<Record<DeviceKind, number> | null>(null);

  // What the map draws: the network as edited while editing, else as saved.
  const shown: SceneNetwork | null = editing && editor.network ? editor.network : sceneMap.raw;
  const prepared = useMemo(
    () => (editing && editor.network ? prepareNetwork(editor.network) : sceneMap.network),
    [editing, editor.network, sceneMap.network],
  );
  const positions = useMemo(() => new Map((shown?.nodes ?? []).map((node) => [node.id, node])), [shown]);

  const routes = useMemo<MapRoute[]>(() => {
    if (editing) return [];
    const points = (ids: readonly string[]) =>
      ids.flatMap((id) => {
        const node = positions.get(id);
        return node ? [{ x: node.x, y: node.y }] : [];
      });
    const list: MapRoute[] = running
      .filter((task) => task.id !== selectedTask?.id)
      .map((task) => ({ id: task.id, points: points(task.path), kind: 'running', progress: task.progress / 100 }));
    if (tab === 'create' && preview) list.push({ id: 'preview', points: points(preview.nodeIds), kind: 'preview' });
    if (selectedTask) {
      const path = selectedTask.path.length > 0 ? selectedTask.path : selectedTask.targets.map((target) => target.nodeId);
      list.push({ id: selectedTask.id, points: points(path), kind: 'selected', progress: selectedTask.progress / 100 });
    }
    return list;
  }, [editing, running, selectedTask, tab, preview, positions]);

  const marks = useMemo<MapMark[]>(() => {
    const at = (id: string | null | undefined, label: string, kind: MapMark['kind']): MapMark[] => {
      const node = id ? positions.get(id) : undefined;
      return node ? [{ x: node.x, y: node.y, label, kind }] : [];
    };
    if (editing) return at(editor.selectedId, '', 'selected');
    if (tab === 'create') {
      return [...draft.targets.flatMap((id, i) => at(id, String(i + 1), 'target')), ...at(draft.returnNodeId, t('business.mark.return'), 'return')];
    }
    if (selectedTask) {
      return [
        ...selectedTask.targets.flatMap((target, i) => at(target.nodeId, String(i + 1), 'target')),
        ...at(selectedTask.returnNodeId, t('business.mark.return'), 'return'),
      ];
    }
    return [];
  }, [editing, editor.selectedId, tab, draft, selectedTask, positions, t]);

  const { setImagePosition, setSceneSelectOpen } = dispatch;
  const { apply, select, setConnecting, connecting } = editor;
  const events = useMemo(
    () => ({
      onSelect: (id: string | null) => {
        // A robot clicked while a task is being made is the robot to carry it.
        if (!id || editing || tab !== 'create') return;
        const robot = engine?.robot(id);
        if (!robot) return;
        if (robot.state === ROBOT_STATE.values.OPERATIVE) {
          setDraft((current) => ({ ...current, robotId: id }));
          void message.info(t('business.pick.robot', { name: robot.name }));
        } else {
          void message.warning(t('business.pick.notRobot', { name: robot.name }));
        }
      },
      onNodeClick: (id: string) => {
        if (editing) {
          if (connecting && connecting !== id) {
            apply({ kind: 'connect', from: connecting, to: id });
            setConnecting(null);
          } else select(id);
          return;
        }
        setPanelOpen(true);
        setTab('create');
        setDraft((current) => addTarget(current, id));
      },
      onNodeMove: (id: string, x: number, y: number) => {
        apply({ kind: 'move', id, x: round3(x), y: round3(y) });
        select(id);
      },
      onCounts: (next: Record<DeviceKind, number>) => {
        setCounts(next);
        setRobots(engine?.robotList() ?? []);
      },
      onView: (transform: Transform) => scene && setImagePosition({ sceneUuid: scene.uuid, transform }),
    }),
    [editing, tab, engine, t, connecting, apply, select, setConnecting, scene, setImagePosition],
  );

  const noScene = !chosen;
  // No scene chosen: the selector opens by itself.
  useEffect(() => {
    if (noScene) setSceneSelectOpen(true);
  }, [noScene, setSceneSelectOpen]);

  const choose = (next: Scene) =>
    editor.confirmLeave(() => {
      dispatch.chooseScene(next);
      setDraft(NEW_DRAFT);
      setPreview(null);
      setSelectedTask(null);
      setRunning([]);
    });

  const switchMode = (next: Mode) => {
    if (next === mode) return;
    if (next === 'tasks') editor.confirmLeave(() => setMode('tasks'));
    else setMode('edit');
  };

  const viewCentre = () => {
    if (!engine) return { x: 0, y: 0 };
    const centre = screenToWorld(engine.getTransform(), { x: engine.stage.width() / 2, y: engine.stage.height() / 2 });
    return { x: round3(centre.x), y: round3(centre.y) };
  };

  const bar = (
    <Space
      wrap
      size={8}
      style={{ padding: '8px 12px', borderBottom: `1px solid ${token.colorBorderSecondary}`, background: token.colorBgContainer, justifyContent: 'space-between', display: 'flex' }}
    >
      <Space wrap size={8}>
        <Button icon={<HomeOutlined />} onClick={() => history.push('/')}>
          {t('business.back')}
        </Button>
        <Typography.Text strong data-testid="dispatch-scene">
          {scene ? `#${scene.number} ${scene.name}` : t('map.scene.none')}
        </Typography.Text>
        <Button icon={<SwapOutlined />} onClick={() => setSceneSelectOpen(true)}>
          {t(scene ? 'map.scene.switch' : 'map.scene.choose')}
        </Button>
        {canEdit ? (
          <Segmented
            aria-label={t('business.mode')}
            value={mode}
            options={[
              { value: 'tasks', label: t('business.mode.tasks') },
              { value: 'edit', label: t('business.mode.edit'), disabled: !sceneMap.map },
            ]}
            onChange={(value) => switchMode(value as Mode)}
          />
        ) : null}
        <MapViewButtons engine={engine} disabled={!sceneMap.map} />
        <Tooltip title={t(panelOpen ? 'business.panel.hide' : 'business.panel.show')}>
          <Button
            icon={panelOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
            aria-label={t(panelOpen ? 'business.panel.hide' : 'business.panel.show')}
            aria-expanded={panelOpen}
            onClick={() => setPanelOpen((open) => !open)}
          />
        </Tooltip>
      </Space>
      <Suspense fallback={null}>
        <HeaderActions />
      </Suspense>
    </Space>
  );

  const taskPanel = scene ? (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key as PanelTab)}
      size="small"
      items={[
        {
          key: 'create',
          label: t('business.tab.create'),
          children: shown ? (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Typography.Text type="secondary">{t('business.pick.hint')}</Typography.Text>
              <TaskForm
                sceneId={scene.id}
                network={shown}
                robots={robots}
                draft={draft}
                onDraftChange={setDraft}
                onPreview={setPreview}
                onCreated={() => {
                  setDraft(NEW_DRAFT);
                  setPreview(null);
                  setRefreshKey((key) => key + 1);
                  setTab('queue');
                }}
                onClose={() => {
                  setDraft(NEW_DRAFT);
                  setPreview(null);
                  setTab('queue');
                }}
              />
            </Space>
          ) : null,
        },
        {
          key: 'queue',
          label: t('business.tab.queue'),
          forceRender: true,
          children: (
            <TaskQueue
              sceneId={scene.id}
              robots={robots}
              selectedId={selectedTask?.id ?? null}
              onSelect={setSelectedTask}
              onRunning={setRunning}
              refreshKey={refreshKey}
            />
          ),
        },
        { key: 'abnormal', label: t('business.tab.abnormal'), children: <AbnormalTasks sceneId={scene.id} onRetried={() => setRefreshKey((key) => key + 1)} /> },
        {
          key: 'map',
          label: t('business.tab.map'),
          children: (
            <Space direction="vertical" size={12} style={{ width: '100%' }}>
              <Card size="small" title={t('map.filters')}>
                <MapFilters nodes={dispatch.nodeControlObj} devices={dispatch.deviceControlObj} counts={counts} dark={dark} onNode={dispatch.switchNode} onDevice={dispatch.switchDevice} />
              </Card>
              <Card size="small" title={t('map.layers')}>
                <LayerOrder order={dispatch.layerOrder} onMove={dispatch.reorderLayer} />
              </Card>
            </Space>
          ),
        },
      ]}
    />
  ) : null;

  const body = () => {
    if (!scene) {
      return resolving ? (
        <Spin style={{ margin: 'auto' }} />
      ) : (
        <Empty style={{ margin: 'auto' }} description={t('map.scene.noneHint')}>
          <Button type="primary" onClick={() => setSceneSelectOpen(true)}>
            {t('map.scene.choose')}
          </Button>
        </Empty>
      );
    }
    if (!hasMap) return <Result style={{ margin: 'auto' }} status="warning" title={t('scene.noMap')} />;
    if (sceneMap.failed) {
      return <Result style={{ margin: 'auto' }} status="error" title={t('map.loadFailed')} extra={<Button onClick={sceneMap.retry}>{t('startup.retry')}</Button>} />;
    }
    return (
      <div style={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <div style={{ position: 'relative', flex: 1, minWidth: 0 }}>
          <SceneMapCanvas
            scene={scene}
            sceneMap={sceneMap}
            ariaLabel={t('map.aria', { scene: scene.name })}
            events={events}
            onEngine={setEngine}
            network={prepared}
            routes={routes}
            marks={marks}
            editable={editing}
          />
        </div>
        <aside
          aria-label={t(editing ? 'network.toolbar' : 'business.panel')}
          style={{
            width: PANEL_WIDTH,
            flex: 'none',
            overflowY: 'auto',
            padding: '4px 12px 12px',
            borderInlineStart: `1px solid ${token.colorBorderSecondary}`,
            background: token.colorBgContainer,
            display: panelOpen ? 'block' : 'none',
          }}
        >
          {editing ? (
            <div style={{ paddingTop: 8 }}>
              <NetworkEditor editor={editor} viewCentre={viewCentre} onReveal={(id) => engine?.revealNode(id)} />
            </div>
          ) : (
            taskPanel
          )}
        </aside>
      </div>
    );
  };

  return (
    <div data-testid="business-screen" style={{ display: 'flex', flexDirection: 'column', height: '100vh', background: token.colorBgLayout }}>
      {bar}
      {body()}
      <SceneSelect open={dispatch.sceneSelectOpen} currentUuid={dispatch.selectedScene?.uuid} onChoose={choose} onCancel={() => setSceneSelectOpen(false)} />
      {editing ? null : editor.holder}
    </div>
  );
}

export default function BusinessGlobal() {
  return (
    <SectionWords section="business">
      <BusinessScreen />
    </SectionWords>
  );
}
