/**
 * The dispatch state (section 4): sceneSelectOpen, selectedScene, the image
 * position (the map view's transform, per scene), nodeControlObj,
 * deviceControlObj and the map layer-order list. Shared by /control/global,
 * /control/map and /map/home, so the view and the filters survive switching
 * between them. The chosen scene's number and UUID also go to session
 * storage (selectedScene, selectedSceneUUID), which puts the sceneUuid header
 * on every request.
 */
import { useCallback, useState } from 'react';
import {
  INITIAL_DEVICE_CONTROL,
  INITIAL_NODE_CONTROL,
  moveLayer,
  toggleDevice,
  toggleNode,
  validLayerOrder,
  type DeviceControl,
  type MapLayer,
  type NodeControl,
} from '@/map/controls';
import type { Transform } from '@/map/transform';
import {
  clearSelectedScene,
  readLayerOrder,
  readSelectedScene,
  writeLayerOrder,
  writeSelectedScene,
} from '@/request/storage';
import type { Scene } from '@/services/types/scene';

/** The scene as the dispatch screens know it: after a reload only its number and UUID, until it is looked up. */
export type DispatchScene = Pick<Scene, 'number' | 'uuid'> & Partial<Scene>;

export interface ImagePosition {
  sceneUuid: string;
  transform: Transform;
}

export default function useDispatchModel() {
  const [sceneSelectOpen, setSceneSelectOpen] = useState(false);
  const [selectedScene, setSelectedScene] = useState<DispatchScene | null>(readSelectedScene);
  const [imagePosition, setImagePosition] = useState<ImagePosition | null>(null);
  const [nodeControlObj, setNodeControlObj] = useState<NodeControl>(INITIAL_NODE_CONTROL);
  const [deviceControlObj, setDeviceControlObj] = useState<DeviceControl>(INITIAL_DEVICE_CONTROL);
  const [layerOrder, setLayerOrder] = useState<MapLayer[]>(() => validLayerOrder(readLayerOrder()));

  const chooseScene = useCallback((scene: Scene) => {
    writeSelectedScene(scene.number, scene.uuid);
    setSelectedScene(scene);
    setSceneSelectOpen(false);
  }, []);

  /** The stored scene is gone (deleted, or not this user's): choose again. */
  const forgetScene = useCallback(() => {
    clearSelectedScene();
    setSelectedScene(null);
    setSceneSelectOpen(true);
  }, []);

  const switchNode = useCallback(
    (key: keyof NodeControl, on: boolean) => setNodeControlObj((control) => toggleNode(control, key, on)),
    [],
  );
  const switchDevice = useCallback(
    (key: keyof DeviceControl, on: boolean) => setDeviceControlObj((control) => toggleDevice(control, key, on)),
    [],
  );
  const reorderLayer = useCallback((from: number, to: number) => {
    setLayerOrder((order) => {
      const next = moveLayer(order, from, to);
      writeLayerOrder(next);
      return next;
    });
  }, []);

  return {
    sceneSelectOpen,
    setSceneSelectOpen,
    selectedScene,
    chooseScene,
    forgetScene,
    imagePosition,
    setImagePosition,
    nodeControlObj,
    switchNode,
    deviceControlObj,
    switchDevice,
    layerOrder,
    reorderLayer,
  };
}

export type DispatchModel = ReturnType<typeof useDispatchModel>;
