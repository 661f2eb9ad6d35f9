/**
 * The dispatch screens' body, shared by /control/global (global scene
 * display), /control/map (environment map) and /map/home (the map outside
 * the layout): the chosen scene's map with its live robots, the toolbar
 * (scene, view switch, zoom, finding a robot), the side panel (filters,
 * layer order, and on the environment map the map's facts) and the card of
 * the robot clicked.
 *
 * A scene must be chosen first: without one the selector opens, and the
 * view switch asks for one. A scene without a map offers to build one to
 * those who may open the environment map (platform:control:map).
 */
import { HomeOutlined, SwapOutlined } from '@ant-design/icons';
import { history, Link, useAccess, useModel } from '@umijs/max';
import { Button, Card, Empty, Modal, Result, Segmented, Select, Space, Spin, Typography, message, theme } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { DeviceKind } from '@/map/controls';
import type { MapEngine, StackChoice } from '@/map/engine';
import type { Transform } from '@/map/transform';
import { lazyPart } from '@/components/lazyPart';
import type { Robot } from '@/services/types/map';
import { MAP_STATUS, type Scene } from '@/services/types/scene';
import { useTranslate } from '@/utils/translate';
import LayerOrder from './LayerOrder';
import MapFilters from './MapFilters';
import MapViewButtons from './MapViewButtons';
import SceneMapCanvas from './SceneMapCanvas';
import SceneSelect from './SceneSelect';
import { useChosenScene } from './useChosenScene';
import { useLiveRobots } from './useLiveRobots';
import { useSceneMap } from './useSceneMap';

/**
 * The card of the robot clicked and the environment map's facts, with the figures' decimal
 * arithmetic (decimal.js) and antd's Descriptions and Progress: chunks of their own, drawn when a
 * robot is clicked and on the environment map once its map has loaded.
 */
const RobotCard = lazyPart(() => import(/* webpackChunkName: "robot-card" */ './RobotCard'), { fallback: null });
const MapInfo = lazyPart(() => import(/* webpackChunkName: "map-info" */ './MapInfo'));
/** The list of the robots on one spot, drawn when such a stack is clicked. */
const StackMenu = lazyPart(() => import(/* webpackChunkName: "robot-stack" */ './StackMenu'), { fallback: null });

export type DispatchView = 'global' | 'map' | 'home';

const VIEW_PATH = { global: '/control/global', map: '/control/map' } as const;
const PANEL_WIDTH = 300;

export default function DispatchScreen({ view }: { view: DispatchView }) {
  const t = useTranslate();
  const access = useAccess();
  const { token } = theme.useToken();
  const dispatch = useModel('dispatch');
  const { dark } = useModel('display');
  const [modal, modalHolder] = Modal.useModal();
  const { scene, chosen, resolving } = useChosenScene();
  const hasMap = scene?.mapStatus === MAP_STATUS.values.UPLOADED;
  const sceneMap = useSceneMap(scene?.id, hasMap);

  const [engine, setEngine] = useState<MapEngine | null>(null);
  const [selected, setSelected] = useState<Robot | null>(null);
  // Robots on one spot, clicked: the list to choose one from, where the click was.
  const [stack, setStack] = useState<StackChoice | null>(null);
  const [following, setFollowing] = useState(false);
  const [counts, setCounts] = useState<Record<DeviceKind, number> | null>(null);
  const [robotOptions, setRobotOptions] = useState<{ value: string; label: string }[]>([]);
  useLiveRobots(engine, scene?.id, Boolean(sceneMap.map));

  // No scene chosen: the selector opens by itself.
  const noScene = !chosen;
  const { setSceneSelectOpen } = dispatch;
  useEffect(() => {
    if (noScene) setSceneSelectOpen(true);
  }, [noScene, setSceneSelectOpen]);

  useEffect(() => {
    setSelected(null);
    setStack(null);
    setFollowing(false);
    setCounts(null);
  }, [scene?.uuid]);

  const choose = (chosen: Scene) => {
    dispatch.chooseScene(chosen);
    if (chosen.mapStatus === MAP_STATUS.values.UPLOADED) return;
    if (view === 'map') return;
    // Building a map happens on /control/map: without its key the offer would lead to a forbidden
    // page, so none is made; the screen itself says the scene has no uploaded map.
    if (!access['platform:control:map']) return;
    void modal.confirm({
      title: t('map.noMap.title'),
      content: t('map.noMap.confirm'),
      okText: t('map.noMap.build'),
      cancelText: t('common.cancel'),
      onOk: () => history.push(VIEW_PATH.map),
    });
  };

  const switchView = (next: 'global' | 'map') => {
    if (!scene) {
      void message.warning(t('map.scene.chooseFirst'));
      setSceneSelectOpen(true);
      return;
    }
    history.push(VIEW_PATH[next]);
  };

  const { setImagePosition } = dispatch;
  const events = useMemo(
    () => ({
      onSelect: (id: string | null) => setSelected(id ? (engine?.robot(id) ?? null) : null),
      onSelectedChange: (robot: Robot | null) => setSelected(robot),
      onFollow: (id: string | null) => setFollowing(id !== null),
      onCounts: setCounts,
      onStack: setStack,
      onView: (transform: Transform) => scene && setImagePosition({ sceneUuid: scene.uuid, transform }),
    }),
    [engine, scene, setImagePosition],
  );

  const findRobot = (id: string) => {
    engine?.select(id);
    engine?.reveal(id);
  };

  const views = [
    access['platform:control:global'] ? { value: 'global', label: t('menu.control.global') } : null,
    access['platform:control:map'] ? { value: 'map', label: t('menu.control.map') } : null,
  ].filter((option): option is { value: 'global' | 'map'; label: string } => option !== null);

  const toolbar = (
    <Space wrap size={8} style={{ padding: '8px 12px', borderBottom: `1px solid ${token.colorBorderSecondary}`, background: token.colorBgContainer }}>
      {view === 'home' ? (
        <Link to="/" aria-label={t('map.home.back')}>
          <Button icon={<HomeOutlined />}>{t('map.home.back')}</Button>
        </Link>
      ) : null}
      <Typography.Text strong data-testid="dispatch-scene">
        {scene ? `#${scene.number} ${scene.name}` : t('map.scene.none')}
      </Typography.Text>
      <Button icon={<SwapOutlined />} onClick={() => setSceneSelectOpen(true)}>
        {t(scene ? 'map.scene.switch' : 'map.scene.choose')}
      </Button>
      {view !== 'home' && views.length > 1 ? (
        <Segmented value={view} options={views} onChange={(value) => switchView(value as 'global' | 'map')} />
      ) : null}
      <MapViewButtons engine={engine} disabled={!sceneMap.map} />
      <Select
        showSearch
        value={null}
        style={{ width: 200 }}
        placeholder={t('map.robot.find')}
        aria-label={t('map.robot.find')}
        disabled={!sceneMap.map}
        options={robotOptions}
        optionFilterProp="label"
        notFoundContent={t('map.robot.none')}
        onOpenChange={(open) =>
          open && setRobotOptions((engine?.robotList() ?? []).map((robot) => ({ value: robot.id, label: robot.name })))
        }
        onChange={findRobot}
      />
    </Space>
  );

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
    if (!hasMap) {
      return view === 'map' ? (
        <div style={{ margin: 'auto', maxWidth: 640 }}>
          <Result
            status="info"
            title={t('map.build.title')}
            subTitle={t('map.build.text')}
            extra={access['platform:assets:list'] ? <Button onClick={() => history.push('/assets/list')}>{t('map.build.assets')}</Button> : null}
          />
        </div>
      ) : (
        <div style={{ margin: 'auto' }}>
          <Result
            status="warning"
            title={t('scene.noMap')}
            extra={
              access['platform:control:map'] ? (
                <Button type="primary" onClick={() => history.push(VIEW_PATH.map)}>
                  {t('map.noMap.build')}
                </Button>
              ) : null
            }
          />
        </div>
      );
    }
    if (sceneMap.failed) {
      return (
        <div style={{ margin: 'auto' }}>
          <Result status="error" title={t('map.loadFailed')} extra={<Button onClick={sceneMap.retry}>{t('startup.retry')}</Button>} />
        </div>
      );
    }
    return (
      <div style={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <div style={{ position: 'relative', flex: 1, minWidth: 0 }}>
          <SceneMapCanvas scene={scene} sceneMap={sceneMap} ariaLabel={t('map.aria', { scene: scene.name })} events={events} onEngine={setEngine} />
          {stack ? (
            <StackMenu
              robots={stack.ids.map((id) => ({ id, name: engine?.robot(id)?.name ?? id }))}
              point={stack.point}
              onChoose={(id) => {
                setStack(null);
                engine?.select(id);
              }}
              onClose={() => setStack(null)}
            />
          ) : null}
          {selected ? (
            <div style={{ position: 'absolute', insetInlineStart: 12, bottom: 12 }}>
              <RobotCard
                robot={selected}
                following={following}
                onFollow={(on) => engine?.follow(on ? selected.id : null)}
                onClose={() => engine?.select(null)}
              />
            </div>
          ) : null}
        </div>
        <aside
          aria-label={t('map.panel')}
          style={{
            width: PANEL_WIDTH,
            flex: 'none',
            overflowY: 'auto',
            padding: 12,
            borderInlineStart: `1px solid ${token.colorBorderSecondary}`,
            background: token.colorBgContainer,
          }}
        >
          <Space direction="vertical" size={12} style={{ width: '100%' }}>
            {view === 'map' && sceneMap.map ? (
              <Card size="small" title={t('map.info.title')}>
                <MapInfo map={sceneMap.map} network={sceneMap.raw} thumbnail={sceneMap.images.thumbnail} />
              </Card>
            ) : null}
            <Card size="small" title={t('map.filters')}>
              <MapFilters
                nodes={dispatch.nodeControlObj}
                devices={dispatch.deviceControlObj}
                counts={counts}
                dark={dark}
                onNode={dispatch.switchNode}
                onDevice={dispatch.switchDevice}
              />
            </Card>
            <Card size="small" title={t('map.layers')}>
              <LayerOrder order={dispatch.layerOrder} onMove={dispatch.reorderLayer} />
            </Card>
          </Space>
        </aside>
      </div>
    );
  };

  return (
    <div
      data-testid={`dispatch-screen-${view}`}
      style={{
        display: 'flex',
        flexDirection: 'column',
        height: view === 'home' ? '100vh' : 'calc(100vh - 56px)',
        background: token.colorBgLayout,
      }}
    >
      {toolbar}
      {body()}
      <SceneSelect
        open={dispatch.sceneSelectOpen}
        currentUuid={dispatch.selectedScene?.uuid}
        onChoose={choose}
        onCancel={() => setSceneSelectOpen(false)}
      />
      {modalHolder}
    </div>
  );
}
