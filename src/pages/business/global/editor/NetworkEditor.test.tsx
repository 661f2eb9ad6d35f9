/**
 * The road-network editor's panel with its real hook over the simulator (a
 * seeded scene of Robot Demo Co. with a map, signed in as the dispatcher),
 * real antd: fields checked as typed and applied only when valid, undo and
 * redo (buttons and keys), discard after asking, a save with the network's
 * version, a save refused because someone else saved meanwhile (the edits
 * kept, reapplied on the new network), and adding, deleting, connecting and
 * disconnecting nodes. What is asserted is what a person sees and what the
 * simulator received.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderStyled } from '../../../../../tests/styles';
import { createHistory, getIntl, history, RawIntlProvider } from '@umijs/max';
import { useState } from 'react';
import { fetchSceneNetwork, saveSceneNetwork } from '@/services/maps';
import type { MapNode, SceneNetwork } from '@/services/types/map';
import type { NetworkChanges } from '@/services/types/network';
import { storeSession } from '../../../../../tests/render';
import { received, sim } from '../../../../../tests/simulator';
import { button, choose, shownConfirm, user } from '../../../../../tests/ui';
import NetworkEditor from './NetworkEditor';
import { useNetworkEditor } from './useNetworkEditor';

const NONE: Omit<NetworkChanges, 'version'> = { nodes: [], removedNodes: [], edges: [], removedEdges: [], actionPoints: [], removedActionPoints: [] };

const sceneOf = () => sim.state.fleet.scenes.find((scene) => scene.companyId === 'c1' && scene.mapStatus === 1 && !scene.benchmark)!;

/** The editor as the screen holds it: the network as loaded, replaced by what a save or a reload answers. */
function Harness({ sceneId, initial }: { sceneId: string; initial: SceneNetwork }) {
  const [loaded, setLoaded] = useState(initial);
  const editor = useNetworkEditor(sceneId, loaded, true, setLoaded);
  return <NetworkEditor editor={editor} viewCentre={() => ({ x: 0, y: 0 })} onReveal={() => undefined} />;
}

/** The dispatcher's editor on the scene's network as the simulator answers it. */
async function open() {
  storeSession('dispatcher');
  const scene = sceneOf();
  const network = await fetchSceneNetwork(scene.id);
  createHistory({ type: 'memory' });
  history.push('/business/global');
  renderStyled(
    <RawIntlProvider value={getIntl('en-US')}>
      <Harness sceneId={scene.id} initial={network} />
    </RawIntlProvider>,
  );
  await waitFor(() => expect(screen.getByText('No unsaved changes')).toBeInTheDocument());
  return { scene, network };
}

/** Picks a node through the "Search a node" select and answers its card. */
async function selectNode(name: string) {
  await user().click(screen.getByRole('combobox', { name: 'Search a node' }));
  await choose(name);
  return waitFor(() => screen.getByText(`Node ${name}`).closest('.ant-card') as HTMLElement);
}

const nameField = (card: HTMLElement) => within(card).getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
const pointCard = () => screen.getByText('Action point', { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;

async function retype(field: HTMLElement, text: string) {
  await user().clear(field);
  await user().paste(text);
}

const unsaved = (count: number) => waitFor(() => expect(screen.getByTestId('network-unsaved')).toHaveTextContent(`Unsaved changes: ${count}`));
const noneUnsaved = async () => {
  await waitFor(() => expect(screen.getByText('No unsaved changes')).toBeInTheDocument());
  expect(screen.queryByTestId('network-unsaved')).toBeNull();
};

/** The bodies of the saves of the scene's network the simulator received, in order. */
const saves = (sceneId: string) =>
  received
    .filter((request) => request.method === 'PUT' && request.url === `/api/business/scene/${sceneId}/network`)
    .map((request) => JSON.parse(request.body ?? '') as NetworkChanges);

/** The Save button, naming how many changes it would send. */
const saveButton = (count?: number) => button(count === undefined ? 'Save' : count === 1 ? 'Save (1 change)' : `Save (${count} changes)`);

const nodeNamed = (network: SceneNetwork, name: string) => network.nodes.find((node) => node.name === name) as MapNode;


describe('NetworkEditor', () => {
  it('checks a node name as typed, applies only a valid one, and saves exactly that change with the version', async () => {
    const { scene, network } = await open();
    const first = nodeNamed(network, 'P-001');
    const card = await selectNode('P-001');
    expect(nameField(card)).toHaveValue('P-001');

    await retype(nameField(card), 'x'.repeat(51));
    await waitFor(() => expect(within(card).getByText('At most 50 characters')).toBeInTheDocument());
    await noneUnsaved();
    expect(saveButton()).toBeDisabled();

    await retype(nameField(card), 'Dock entrance');
    await unsaved(1);
    await waitFor(() => expect(within(card).queryByText('At most 50 characters')).toBeNull());
    expect(screen.getByText('Node Dock entrance')).toBeInTheDocument();

    await user().click(saveButton(1));
    await noneUnsaved();
    await waitFor(() => expect(screen.getByText('Road network saved')).toBeInTheDocument());
    // The node stays selected, as saved.
    expect(nameField(screen.getByText('Node Dock entrance').closest('.ant-card') as HTMLElement)).toHaveValue('Dock entrance');
    expect(saves(scene.id)).toEqual([{ ...NONE, version: 1, nodes: [{ ...first, name: 'Dock entrance' }] }]);
    const after = await fetchSceneNetwork(scene.id);
    expect(after.version).toBe(2);
    expect(after.nodes.find((node) => node.id === first.id)?.name).toBe('Dock entrance');
  });

  it('refuses an action point field out of range and applies it once in range', async () => {
    const { scene, network } = await open();
    const point = network.actionPoints[0];
    const node = network.nodes.find((candidate) => candidate.id === point.nodeId)!;
    await selectNode(node.name);
    const card = pointCard();
    expect(within(card).getByRole('textbox', { name: 'Name' })).toHaveValue(point.name);

    const angle = within(card).getByRole('spinbutton', { name: 'Parking angle accuracy (degrees)' });
    await retype(angle, '181');
    await waitFor(() => expect(within(card).getByText('A whole number from 0 to 180')).toBeInTheDocument());
    await noneUnsaved();
    await retype(angle, String(point.angleAccuracy));
    await waitFor(() => expect(within(card).queryByText('A whole number from 0 to 180')).toBeNull());
    await noneUnsaved();

    const distance = within(card).getByRole('spinbutton', { name: 'Parking distance accuracy (mm)' });
    await retype(distance, '-5');
    await waitFor(() => expect(within(card).getByText(/^A whole number from 0 to 10,?000$/)).toBeInTheDocument());
    await noneUnsaved();

    // In range: applied, and the save carries it.
    await retype(distance, '25');
    await unsaved(1);
    await user().click(saveButton(1));
    await noneUnsaved();
    const [sent] = saves(scene.id);
    expect(sent.actionPoints).toHaveLength(1);
    expect(sent.actionPoints[0]).toMatchObject({ id: point.id, distanceAccuracy: 25, angleAccuracy: point.angleAccuracy });
    expect(sent.nodes).toEqual([]);
  });

  it('undoes and redoes with the buttons and with Ctrl+Z and Ctrl+Y, and discards after asking', async () => {
    await open();
    const card = await selectNode('P-001');
    await retype(nameField(card), 'Dock entrance');
    await unsaved(1);
    expect(screen.getByRole('button', { name: 'Redo' })).toBeDisabled();

    await user().click(screen.getByRole('button', { name: 'Undo' }));
    await noneUnsaved();
    await waitFor(() => expect(nameField(card)).toHaveValue('P-001'));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();

    await user().click(screen.getByRole('button', { name: 'Redo' }));
    await unsaved(1);
    await waitFor(() => expect(nameField(card)).toHaveValue('Dock entrance'));

    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    await noneUnsaved();
    await waitFor(() => expect(nameField(card)).toHaveValue('P-001'));
    fireEvent.keyDown(document.body, { key: 'y', ctrlKey: true });
    await unsaved(1);
    await waitFor(() => expect(nameField(card)).toHaveValue('Dock entrance'));

    await user().click(screen.getByRole('button', { name: 'Discard changes' }));
    const dialog = await shownConfirm('Discard the unsaved change?');
    // Asked first: nothing is lost yet.
    expect(screen.getByTestId('network-unsaved')).toHaveTextContent('Unsaved changes: 1');
    await user().click(within(dialog).getByRole('button', { name: 'Discard' }));
    await noneUnsaved();
    await waitFor(() => expect(nameField(card)).toHaveValue('P-001'));
  });

  it('keeps the edits when someone saved meanwhile, and saves them reapplied on the new network', async () => {
    const { scene, network } = await open();
    const first = nodeNamed(network, 'P-001');
    const second = nodeNamed(network, 'P-002');
    const card = await selectNode('P-001');
    await retype(nameField(card), 'Dock entrance');
    await unsaved(1);

    // Someone else saves first (straight to the simulator, not through the panel): the network is at version 2.
    const elsewhere: NetworkChanges = { ...NONE, version: 1, nodes: [{ ...second, name: 'Renamed elsewhere' }] };
    expect((await saveSceneNetwork(scene.id, elsewhere)).version).toBe(2);

    await user().click(saveButton(1));
    await waitFor(() => expect(screen.getByText('Someone saved the road network meanwhile')).toBeInTheDocument());
    // The edits are kept, and the alert is the one thing said (no message besides it).
    expect(screen.getByTestId('network-unsaved')).toHaveTextContent('Unsaved changes: 1');
    expect(nameField(card)).toHaveValue('Dock entrance');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(0);
    expect(saveButton(1)).toBeDisabled();
    expect(saves(scene.id)).toEqual([elsewhere, { ...NONE, version: 1, nodes: [{ ...first, name: 'Dock entrance' }] }]);

    await user().click(screen.getByRole('button', { name: 'Reload and reapply my changes' }));
    await waitFor(() => expect(screen.queryByText('Someone saved the road network meanwhile')).toBeNull());
    await waitFor(() => expect(screen.getByText('Your changes were applied to the latest network: check them, then save')).toBeInTheDocument());
    expect(document.querySelectorAll('.ant-message-notice-error, .ant-message-notice-warning')).toHaveLength(0);
    await unsaved(1);
    expect(nameField(card)).toHaveValue('Dock entrance');

    await user().click(saveButton(1));
    await noneUnsaved();
    expect(saves(scene.id).at(-1)).toEqual({ ...NONE, version: 2, nodes: [{ ...first, name: 'Dock entrance' }] });
    const after = await fetchSceneNetwork(scene.id);
    expect(after.version).toBe(3);
    expect(after.nodes.find((node) => node.id === first.id)?.name).toBe('Dock entrance');
    expect(after.nodes.find((node) => node.id === second.id)?.name).toBe('Renamed elsewhere');
  });

  it('adds a node joined to the selected one, deletes it, and connects and disconnects two nodes', async () => {
    const { network } = await open();
    // Two nodes not joined yet.
    const first = nodeNamed(network, 'P-001');
    const joined = (a: string, b: string) => network.edges.some((edge) => (edge.from === a && edge.to === b) || (edge.from === b && edge.to === a));
    const far = network.nodes.find((node) => node.id !== first.id && !joined(first.id, node.id) && /^P-0\d\d$/.test(node.name))!;

    await selectNode('P-001');
    await user().click(button('Add node'));
    const added = await waitFor(() => screen.getByText('Node New node 1').closest('.ant-card') as HTMLElement);
    expect(within(added).getByLabelText('Disconnect P-001')).toBeInTheDocument();
    // A node and its edge.
    await unsaved(2);
    let card = await selectNode('P-001');
    expect(within(card).getByLabelText('Disconnect New node 1')).toBeInTheDocument();

    await selectNode('New node 1');
    await user().click(button('Delete node'));
    await waitFor(() => expect(screen.getByText('Click a node on the map, or search it, to edit it. Drag a node to move it.')).toBeInTheDocument());
    await noneUnsaved();
    card = await selectNode('P-001');
    expect(within(card).queryByLabelText('Disconnect New node 1')).toBeNull();

    await user().click(button('Connect to…', card));
    await user().click(within(card).getByRole('combobox', { name: 'Connect P-001 to a node' }));
    await choose(far.name);
    await waitFor(() => expect(within(card).getByLabelText(`Disconnect ${far.name}`)).toBeInTheDocument());
    await unsaved(1);

    await user().click(within(card).getByLabelText(`Disconnect ${far.name}`));
    await waitFor(() => expect(within(card).queryByLabelText(`Disconnect ${far.name}`)).toBeNull());
    await noneUnsaved();
  });
});
