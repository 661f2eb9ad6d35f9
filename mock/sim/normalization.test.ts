/**
 * Standardization of docs/api.md on the simulator: the seeded catalogue, the
 * version machine (publish, rerelease, rollback) and its publish block, the
 * reference machine with its failed-reference block and overwrite, the
 * project delete rule, the drift view against a recount, the lists, the
 * platform-only scope and determinism. Requests are signed as a client signs them.
 */
import {
  CONFIG_ITEMS,
  MODULE_KINDS,
  projectAssets,
  PUBLISH_FAILURE_SHARE,
  PUBLISH_MS,
  REFERENCE_FAILURE_SHARE,
  REFERENCE_MS,
  referenceStatusAt,
  ROLLBACK_MS,
  runningVersion,
  startPublish,
  startReference,
  successfulVersions,
  type ModuleReference,
  type ModuleVersion,
} from './normalization';
import { Simulator } from './simulator';
import { advanceClock, code, del, everyItem, expectOrdered, fields, get, pageAt, post, put, reason, result, send, signedIn, type Auth } from './testClient';
import type { Schema } from '../../src/services/types/contract';

type VersionRow = Schema<'ModuleVersion'>;
type ReferenceRow = Schema<'ModuleReference'>;
type ProjectRow = Schema<'StandardProject'>;
type ModuleRow = Schema<'SoftwareModule'>;
type DriftRow = Schema<'ModuleDrift'>;
type ExceptionCodeRow = Schema<'ExceptionCode'>;

const versions = (sim: Simulator, auth: Auth, moduleId: string) =>
  everyItem<VersionRow>(sim, send, `/normalization/module/${moduleId}/version/page`, {}, auth).sort((a, b) => a.createdAt - b.createdAt);
const references = (sim: Simulator, auth: Auth, projectId: string) =>
  everyItem<ReferenceRow>(sim, send, `/normalization/project/${projectId}/reference/page`, {}, auth);
const newest = (rows: VersionRow[]) => rows[rows.length - 1];

function ok<T>(response: ReturnType<typeof post>): T {
  expect(code(response), reason(response)).toBe(0);
  return result<T>(response);
}

describe('standardization: the seed', () => {
  it('has about 40 modules with versions in every status, 300 exception codes, and references in every status', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const projects = everyItem<ProjectRow>(sim, send, '/normalization/project/page', {}, admin);
    const modules = projects.flatMap((project) => everyItem<ModuleRow>(sim, send, '/normalization/module/page', { projectId: project.id }, admin));
    expect(modules).toHaveLength(40);
    expect(modules.every((module) => projects.some((project) => project.id === module.projectId))).toBe(true);
    expect(new Set(modules.map((module) => module.latestStatus))).toEqual(new Set([1, 3, 5, 7, 9, 11]));
    expect(pageAt<ExceptionCodeRow>(sim, send, '/normalization/exception-code/page', { pageNumber: 1, pageSize: 10 }, admin).totalCount).toBe(300);
    const statuses = new Set(projects.flatMap((project) => references(sim, admin, project.id).map((reference) => reference.status)));
    expect(statuses).toEqual(new Set([1, 3, 5]));
  });

  it('keeps the fleet projects (ids and names) and gives them their standardization fields', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const projects = everyItem<ProjectRow>(sim, send, '/normalization/project/page', {}, admin);
    expect(projects.map((project) => [project.id, project.name]).sort()).toEqual(sim.state.fleet.projects.map((project) => [project.id, project.name]).sort());
    for (const project of projects) {
      expect(project.categoryCode).toMatch(/^[A-HJ-NP-Z0-9]{1,2}$/);
      expect(project.brandCode).toMatch(/^[A-HJ-NP-Z0-9]{1,2}$/);
    }
    const detail = ok<Schema<'StandardProjectDetail'>>(get(sim, '/normalization/project/p1', admin));
    expect(detail.project.id).toBe('p1');
    expect(detail.labels.length).toBeGreaterThan(0);
  });

  it('answers the same from two fresh simulators', () => {
    const shape = (sim: Simulator) => {
      const admin = signedIn(sim, 'admin');
      return {
        projects: everyItem<ProjectRow>(sim, send, '/normalization/project/page', {}, admin).map((project) => ({ ...project, createdAt: 0 })),
        versions: sim.state.normalization.versions.map(({ id, moduleId, version, status, move }) => [id, moduleId, version, status, move?.to]),
        references: sim.state.normalization.references.map(({ id, projectId, moduleId, version, status }) => [id, projectId, moduleId, version, status]),
        codes: pageAt<ExceptionCodeRow>(sim, send, '/normalization/exception-code/page', { pageNumber: 3, pageSize: 20 }, admin).items,
      };
    };
    expect(shape(new Simulator())).toEqual(shape(new Simulator()));
  });
});

describe('standardization: the version machine', () => {
  it('refuses a new version while one is failed, releases it again to success, then publishes (m2 fails first)', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const failed = newest(versions(sim, admin, 'm2'));
    expect(failed.status).toBe(5);
    const blocked = post(sim, '/normalization/module/m2/version', { version: '9.0.0' }, admin);
    expect(code(blocked)).toBe(40901);
    expect(reason(blocked)).toContain(`version ${failed.version} in status 5`);

    expect(ok<VersionRow>(post(sim, `/normalization/version/${failed.id}/rerelease`, {}, admin)).status).toBe(1);
    expect(code(post(sim, '/normalization/module/m2/version', { version: '9.0.0' }, admin))).toBe(40901);
    advanceClock(sim, PUBLISH_MS);
    expect(newest(versions(sim, admin, 'm2')).status).toBe(3);

    const published = ok<VersionRow>(post(sim, '/normalization/module/m2/version', { version: '9.0.0', notes: 'Next' }, admin));
    expect(published.status).toBe(1);
    advanceClock(sim, PUBLISH_MS);
    const refreshed = pageAt<VersionRow>(sim, send, '/normalization/module/m2/version/page', { pageNumber: 1, pageSize: 10, id: published.id }, admin);
    expect(refreshed.items.map((row) => row.status)).toEqual([5]);
    expect(code(post(sim, `/normalization/version/${published.id}/rollback`, {}, admin))).toBe(40901);

    // Deleting the failed version lifts the block.
    expect(code(del(sim, `/normalization/version/${published.id}`, undefined, admin))).toBe(0);
    expect(ok<VersionRow>(post(sim, '/normalization/module/m2/version', { version: '9.0.1' }, admin)).status).toBe(1);
  });

  it('refuses a version that exists or is not a dotted number', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const existing = newest(versions(sim, admin, 'm6'));
    expect(reason(post(sim, '/normalization/module/m6/version', { version: existing.version }, admin))).toBe(`Version ${existing.version} already exists`);
    expect(code(post(sim, '/normalization/module/m6/version', { version: 'one' }, admin))).toBe(40001);
  });

  it('rolls a successful version back to the previous successful one (7, then 9 or 11)', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const rows = versions(sim, admin, 'm6');
    const latest = newest(rows);
    const previous = rows.filter((row) => row.status === 3 && row.createdAt < latest.createdAt).pop();
    const rolling = ok<VersionRow>(post(sim, `/normalization/version/${latest.id}/rollback`, {}, admin));
    expect(rolling).toMatchObject({ status: 7, rolledBackTo: previous?.version });
    // Rolling back blocks a new version, and the version is not deleted meanwhile.
    expect(code(post(sim, '/normalization/module/m6/version', { version: '9.9.9' }, admin))).toBe(40901);
    expect(code(del(sim, `/normalization/version/${latest.id}`, undefined, admin))).toBe(40901);
    advanceClock(sim, ROLLBACK_MS);
    const done = newest(versions(sim, admin, 'm6'));
    expect([9, 11]).toContain(done.status);
    expect(done.rolledBackTo).toBe(previous?.version);
    expect(code(post(sim, `/normalization/version/${latest.id}/rerelease`, {}, admin))).toBe(40901);
  });

  it('shows the messages a publish sent: sent while publishing, then delivered', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const published = ok<VersionRow>(post(sim, '/normalization/module/m6/version', { version: '9.0.0' }, admin));
    const path = `/normalization/version/${published.id}/message/page`;
    const sent = pageAt<Schema<'DeliveryMessage'>>(sim, send, path, { pageNumber: 1, pageSize: 100 }, admin);
    expect(sent.totalCount).toBeGreaterThan(0);
    expect(sent.items.every((message) => message.status === 1)).toBe(true);
    advanceClock(sim, PUBLISH_MS);
    const later = pageAt<Schema<'DeliveryMessage'>>(sim, send, path, { pageNumber: 1, pageSize: 100 }, admin);
    expect(later.items.every((message) => message.status !== 1)).toBe(true);
    const base = `/normalization/version/${published.id}`;
    const transfers = pageAt<Schema<'Transfer'>>(sim, send, `${base}/transfer/page`, { pageNumber: 1, pageSize: 100 }, admin);
    expect(transfers.items.map((row) => [row.assetId, row.status])).toEqual(later.items.map((row) => [row.assetId, row.status]));
    const files = pageAt<Schema<'FileTransfer'>>(sim, send, `${base}/file-transfer/page`, { pageNumber: 1, pageSize: 100 }, admin);
    const fileStatus: Record<number, number> = { 1: 1, 3: 2, 5: 3 };
    expect(files.items.map((row) => row.status)).toEqual(transfers.items.map((row) => fileStatus[row.status]));
    const rules = pageAt<Schema<'RequestRule'>>(sim, send, `${base}/request-rule/page`, { pageNumber: 1, pageSize: 100, status: [100, 200, 300] }, admin);
    expect(rules.totalCount).toBeGreaterThan(0);
    expect(code(post(sim, `${base}/request-rule/page`, { pageNumber: 1, pageSize: 10, status: 5 }, admin))).toBe(40001);
  });
});

describe('standardization: references', () => {
  it('refuses a new reference while one failed, but takes the failed module again', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const own = references(sim, admin, 'p2');
    const failed = own.find((reference) => reference.status === 5);
    expect(failed).toBeDefined();
    const other = sim.state.normalization.modules.find((module) => !own.some((reference) => reference.moduleId === module.id) && successfulVersions(sim.state.normalization, module.id, sim.now()).length > 0);
    const otherVersion = successfulVersions(sim.state.normalization, other!.id, sim.now())[0];
    const refused = post(sim, '/normalization/project/p2/reference', { moduleId: other!.id, version: otherVersion }, admin);
    expect(code(refused)).toBe(40901);
    expect(reason(refused)).toContain(`failed reference (${failed!.moduleName} ${failed!.version})`);

    const again = post(sim, '/normalization/project/p2/reference', { moduleId: failed!.moduleId, version: failed!.version, overwrite: true }, admin);
    expect(ok<ReferenceRow>(again).status).toBe(1);
    advanceClock(sim, REFERENCE_MS);
    expect(references(sim, admin, 'p2').filter((reference) => reference.moduleId === failed!.moduleId)).toHaveLength(1);
  });

  it('overwrites a referenced module only when told to, naming both versions', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const prior = references(sim, admin, 'p1')[0];
    const choices = successfulVersions(sim.state.normalization, prior.moduleId, sim.now());
    const another = choices.find((version) => version !== prior.version) ?? prior.version;
    const refused = post(sim, '/normalization/project/p1/reference', { moduleId: prior.moduleId, version: another }, admin);
    expect(code(refused)).toBe(40901);
    expect(reason(refused)).toContain(`referenced at version ${prior.version}; referencing ${another} overwrites it`);
    expect(references(sim, admin, 'p1').find((reference) => reference.moduleId === prior.moduleId)?.version).toBe(prior.version);

    const made = ok<ReferenceRow>(post(sim, '/normalization/project/p1/reference', { moduleId: prior.moduleId, version: another, overwrite: true }, admin));
    expect(made).toMatchObject({ status: 1, version: another, referencer: expect.any(String) });
    const rows = references(sim, admin, 'p1').filter((reference) => reference.moduleId === prior.moduleId);
    expect(rows.map((row) => row.version)).toEqual([another]);
    advanceClock(sim, REFERENCE_MS);
    expect([3, 5]).toContain(references(sim, admin, 'p1').find((reference) => reference.moduleId === prior.moduleId)?.status);
  });

  it('takes only a successful version of the module', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const failed = newest(versions(sim, admin, 'm2'));
    expect(code(post(sim, '/normalization/project/p1/reference', { moduleId: 'm2', version: failed.version, overwrite: true }, admin))).toBe(40001);
  });
});

describe('standardization: projects', () => {
  it('refuses to delete a project assets use, saying how many; deletes it once none does', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const used = projectAssets(sim.state.fleet.assets.values(), 'p1');
    expect(used.length).toBeGreaterThan(0);
    const refused = del(sim, '/normalization/project/p1', undefined, admin);
    expect(code(refused)).toBe(40901);
    expect(reason(refused)).toContain(`is used by ${used.length} assets`);
    for (const asset of used) asset.projectId = '';
    expect(code(del(sim, '/normalization/project/p1', undefined, admin))).toBe(0);
    expect(code(get(sim, '/normalization/project/p1', admin))).toBe(40401);
  });

  it('counts the drift as a recount from the assets does, and changes it with a new reference', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const recount = () =>
      sim.state.normalization.references
        .filter((reference) => reference.projectId === 'p1' && referenceStatusAt(reference, sim.now()) === 3)
        .map((reference) => {
          const assets = projectAssets(sim.state.fleet.assets.values(), 'p1');
          const on = assets.filter((asset) => runningVersion(sim.state.normalization, asset, reference.moduleId) === reference.version).length;
          return { moduleId: reference.moduleId, version: reference.version, total: assets.length, onVersion: on, onOther: assets.length - on };
        });
    const drift = ok<DriftRow[]>(get(sim, '/normalization/project/p1/drift', admin));
    expect(drift.map(({ moduleId, version, total, onVersion, onOther }) => ({ moduleId, version, total, onVersion, onOther }))).toEqual(recount());
    expect(drift.some((row) => row.onOther > 0)).toBe(true);
    expect(drift.every((row) => row.onVersion > row.onOther)).toBe(true);
  });

  it("filters the asset list to a module's drifting devices (driftModule): as many as the drift's onOther", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const drift = ok<DriftRow[]>(get(sim, '/normalization/project/p1/drift', admin));
    const drifting = drift.filter((row) => row.onOther > 0);
    expect(drifting.length).toBeGreaterThan(0);
    for (const row of drift) {
      const assets = everyItem<{ id: string; projectId: string }>(sim, send, '/asset/page', { projectId: 'p1', driftModule: row.moduleId }, admin);
      expect(assets, row.moduleId).toHaveLength(row.onOther);
      for (const asset of assets) {
        expect(asset.projectId).toBe('p1');
        expect(runningVersion(sim.state.normalization, asset, row.moduleId)).not.toBe(row.version);
      }
    }
    // A module no project references: no asset drifts from it; a filter of the wrong kind is refused.
    expect(pageAt(sim, send, '/asset/page', { pageNumber: 1, pageSize: 10, driftModule: 'm999' }, admin).totalCount).toBe(0);
    expect(fields(post(sim, '/asset/page', { pageNumber: 1, pageSize: 10, driftModule: 3 }, admin))).toEqual({ driftModule: 'invalid' });
  });

  it("filters the exception codes by project: the codes of the project's modules", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const own = new Set(sim.state.normalization.modules.filter((module) => module.projectId === 'p1').map((module) => module.id));
    const codes = everyItem<ExceptionCodeRow>(sim, send, '/normalization/exception-code/page', { projectId: 'p1' }, admin);
    expect(codes.length).toBe(sim.state.normalization.exceptionCodes.filter((row) => own.has(row.moduleId)).length);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.every((row) => own.has(row.moduleId))).toBe(true);
    const [moduleId] = own;
    const ofModule = everyItem<ExceptionCodeRow>(sim, send, '/normalization/exception-code/page', { projectId: 'p1', moduleId }, admin);
    expect(ofModule.every((row) => row.moduleId === moduleId)).toBe(true);
    // Another project's module with the project: nothing.
    const foreign = sim.state.normalization.modules.find((module) => module.projectId !== 'p1');
    expect(pageAt(sim, send, '/normalization/exception-code/page', { pageNumber: 1, pageSize: 10, projectId: 'p1', moduleId: foreign?.id }, admin).totalCount).toBe(0);
  });

  it('pages, sorts and filters on the server; the module list needs a project', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const sorted = pageAt<ProjectRow>(sim, send, '/normalization/project/page', { pageNumber: 1, pageSize: 100, sortField: 'name', sortOrder: 'descend' }, admin);
    expectOrdered(sorted.items.map((project) => project.name), 'descend');
    const keyword = sorted.items[0].name;
    const found = pageAt<ProjectRow>(sim, send, '/normalization/project/page', { pageNumber: 1, pageSize: 100, keyword }, admin);
    expect(found.items.every((project) => `${project.name} ${project.englishName} ${project.alias}`.includes(keyword))).toBe(true);
    const severe = everyItem<ExceptionCodeRow>(sim, send, '/normalization/exception-code/page', { level: 1, sortField: 'code', sortOrder: 'ascend' }, admin);
    expect(severe.length).toBe(sim.state.normalization.exceptionCodes.filter((row) => row.level === 1).length);
    expectOrdered(severe.map((row) => row.code), 'ascend');
    const page2 = pageAt<ExceptionCodeRow>(sim, send, '/normalization/exception-code/page', { pageNumber: 2, pageSize: 7 }, admin);
    expect(page2.items).toHaveLength(7);
    const missing = post(sim, '/normalization/module/page', { pageNumber: 1, pageSize: 10 }, admin);
    expect(code(missing)).toBe(40001);
    expect(reason(missing)).toBe('A project must be chosen first');
  });
});

describe('standardization: records and their rules', () => {
  const projectBody = { name: 'New line', englishName: 'New line', categoryCode: 'A1', brandCode: 'Z', companyId: 'c1' };

  it('adds and edits a project under the code rules (1-2 letters or digits, no O nor I) and remarks of at least 10', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    expect(fields(post(sim, '/normalization/project', { ...projectBody, categoryCode: 'O1' }, admin))).toEqual({ categoryCode: 'invalid' });
    expect(fields(post(sim, '/normalization/project', { ...projectBody, brandCode: 'ABC' }, admin))).toEqual({ brandCode: 'tooLong' });
    expect(fields(post(sim, '/normalization/project', { ...projectBody, description: 'Too short' }, admin))).toEqual({ description: 'tooShort' });
    expect(fields(post(sim, '/normalization/project', { ...projectBody, name: 'x'.repeat(51) }, admin))).toEqual({ name: 'tooLong' });
    const made = ok<ProjectRow>(post(sim, '/normalization/project', { ...projectBody, description: 'A new product line' }, admin));
    expect(made).toMatchObject({ name: 'New line', assetCount: 0, creator: expect.any(String) });
    expect(reason(post(sim, '/normalization/project', projectBody, admin))).toBe('Project already exists');
    const edited = ok<ProjectRow>(put(sim, `/normalization/project/${made.id}`, { ...projectBody, name: 'Renamed line' }, admin));
    expect(edited.name).toBe('Renamed line');
    // A project assets use keeps its company.
    const p1 = sim.state.fleet.projects.find((project) => project.id === 'p1');
    const other = sim.state.companies.find((company) => company.id !== p1?.companyId)?.id;
    const moved = put(sim, '/normalization/project/p1', { ...projectBody, name: p1?.name, companyId: other }, admin);
    expect(fields(moved)).toEqual({ companyId: 'invalid' });
  });

  it('adds and removes config items of a project', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const items = ok<Schema<'ConfigItem'>[]>(post(sim, '/normalization/project/p1/config-item', { code: 'NEW_1', name: 'Fan', type: 3 }, admin));
    expect(items).toContainEqual({ code: 'NEW_1', name: 'Fan', type: 3 });
    expect(reason(post(sim, '/normalization/project/p1/config-item', { code: 'NEW_1', name: 'Fan', type: 2 }, admin))).toBe('Config item NEW_1 already exists');
    expect(fields(post(sim, '/normalization/project/p1/config-item', { code: 'NEW_2', name: 'Fan', type: 4 }, admin))).toEqual({ type: 'invalid' });
    const left = ok<Schema<'ConfigItem'>[]>(del(sim, '/normalization/project/p1/config-item/NEW_1', undefined, admin));
    expect(left.some((item) => item.code === 'NEW_1')).toBe(false);
    expect(ok<Schema<'StandardProjectDetail'>>(get(sim, '/normalization/project/p1', admin)).configItems).toEqual(left);
  });

  it('adds, edits and deletes modules and exception codes; a referenced module stays', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const moduleBody = { projectId: 'p1', name: 'Door bridge', englishName: 'door-bridge', applyReason: 'Doors open for the robots' };
    expect(fields(post(sim, '/normalization/module', { ...moduleBody, applyReason: 'Doors' }, admin))).toEqual({ applyReason: 'tooShort' });
    const made = ok<ModuleRow>(post(sim, '/normalization/module', moduleBody, admin));
    expect(made).toMatchObject({ name: 'Door bridge', latestVersion: '', latestStatus: null });
    expect(reason(post(sim, '/normalization/module', moduleBody, admin))).toBe('Software module Door bridge already exists');
    expect(ok<ModuleRow>(put(sim, `/normalization/module/${made.id}`, { ...moduleBody, notes: 'Second floor' }, admin)).notes).toBe('Second floor');
    const referenced = sim.state.normalization.references[0].moduleId;
    expect(reason(del(sim, `/normalization/module/${referenced}`, undefined, admin))).toMatch(/is referenced by \d+ projects$/);

    const codeBody = { code: 'E9901', moduleId: made.id, type: 'network', nameZh: 'Door', nameEn: 'Door closed', level: 2, labels: ['door'] };
    const created = ok<ExceptionCodeRow>(post(sim, '/normalization/exception-code', codeBody, admin));
    expect(created).toMatchObject({ code: 'E9901', moduleName: 'Door bridge', level: 2, labels: ['door'], actions: [] });
    expect(reason(post(sim, '/normalization/exception-code', codeBody, admin))).toBe('Exception code E9901 already exists');
    expect(fields(post(sim, '/normalization/exception-code', { ...codeBody, code: 'E9902', level: 5 }, admin))).toEqual({ level: 'invalid' });
    expect(ok<ExceptionCodeRow>(put(sim, `/normalization/exception-code/${created.id}`, { ...codeBody, level: 1 }, admin)).level).toBe(1);
    expect(code(del(sim, `/normalization/module/${made.id}`, undefined, admin))).toBe(0);
    expect(code(del(sim, `/normalization/exception-code/${created.id}`, undefined, admin))).toBe(40401);
  });
});

describe('standardization: the platform only', () => {
  it('refuses the dispatcher, and an enterprise administrator even holding the keys', () => {
    const sim = new Simulator();
    const dispatcher = signedIn(sim, 'dispatcher');
    expect(code(post(sim, '/normalization/project/page', { pageNumber: 1, pageSize: 10 }, dispatcher))).toBe(40301);
    const enterprise = sim.state.accounts.find((account) => account.account === 'cedar.admin');
    enterprise?.permissions.push('platform:normalization:scene', 'platform:normalization:config:publish');
    const cedar = signedIn(sim, 'cedar.admin');
    expect(code(post(sim, '/normalization/project/page', { pageNumber: 1, pageSize: 10 }, cedar))).toBe(40301);
    expect(code(post(sim, '/normalization/module/m6/version', { version: '9.0.0' }, cedar))).toBe(40301);
    expect(sim.state.normalization.versions.some((version) => version.version === '9.0.0')).toBe(false);
  });
});

describe('standardization: what the devices run (the drift moves with the reference)', () => {
  /** p14 references m14 (Battery manager 2) at 1.2.3, with 1.1.8 and 1.0.7 successful before it. */
  const driftRow = (sim: Simulator, auth: Auth, projectId: string, moduleId: string) =>
    ok<DriftRow[]>(get(sim, `/normalization/project/${projectId}/drift`, auth)).find((row) => row.moduleId === moduleId);
  const drifting = (sim: Simulator, auth: Auth, projectId: string, moduleId: string) =>
    everyItem<{ id: string }>(sim, send, '/asset/page', { projectId, driftModule: moduleId }, auth).map((asset) => asset.id).sort();

  it('keeps each device on its version: re-referencing another version moves the counts, and the asset filter agrees', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const before = driftRow(sim, admin, 'p14', 'm14');
    expect(before).toMatchObject({ version: '1.2.3' });
    expect(before!.onVersion).toBeGreaterThan(before!.onOther);
    const running = new Map(projectAssets(sim.state.fleet.assets.values(), 'p14').map((asset) => [asset.id, runningVersion(sim.state.normalization, asset, 'm14')]));

    ok<ReferenceRow>(post(sim, '/normalization/project/p14/reference', { moduleId: 'm14', version: '1.1.8', overwrite: true }, admin));
    advanceClock(sim, REFERENCE_MS);
    expect(references(sim, admin, 'p14').find((reference) => reference.moduleId === 'm14')).toMatchObject({ version: '1.1.8', status: 3 });
    const after = driftRow(sim, admin, 'p14', 'm14');
    // The devices run what they ran: those on 1.1.8 were drifting before and are the referenced ones now.
    const on118 = [...running.values()].filter((version) => version === '1.1.8').length;
    expect(after).toMatchObject({ version: '1.1.8', total: before!.total, onVersion: on118, onOther: before!.total - on118 });
    expect(after!.onVersion).toBeGreaterThan(0);
    expect(after!.onVersion).toBeLessThan(before!.onOther);
    expect(after!.onOther).toBeGreaterThan(before!.onOther);
    const moved = projectAssets(sim.state.fleet.assets.values(), 'p14').filter((asset) => running.get(asset.id) !== '1.1.8').map((asset) => asset.id).sort();
    expect(drifting(sim, admin, 'p14', 'm14')).toEqual(moved);
  });

  it('shows a module no device runs yet with none on it and every device drifting', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const own = references(sim, admin, 'p1');
    const fresh = sim.state.normalization.modules.find(
      (module) => !own.some((reference) => reference.moduleId === module.id) && successfulVersions(sim.state.normalization, module.id, sim.now()).length > 0,
    );
    const version = successfulVersions(sim.state.normalization, fresh!.id, sim.now()).pop();
    ok<ReferenceRow>(post(sim, '/normalization/project/p1/reference', { moduleId: fresh!.id, version }, admin));
    advanceClock(sim, REFERENCE_MS);
    const total = projectAssets(sim.state.fleet.assets.values(), 'p1').length;
    expect(driftRow(sim, admin, 'p1', fresh!.id)).toMatchObject({ version, total, onVersion: 0, onOther: total });
    expect(drifting(sim, admin, 'p1', fresh!.id)).toHaveLength(total);
  });
});

describe('standardization: the documented failure shares hold over consecutive ids', () => {
  it('fails about one reference in 5 and one publish in 4 over 100 consecutive ids from a fresh start', () => {
    const { normalization } = new Simulator().state;
    const referenceIds = Array.from({ length: 100 }, (_, index) => `ref${normalization.nextReferenceNumber + index}`);
    const failedReferences = referenceIds.filter((id) => {
      const reference = { id, status: 1, move: null } as unknown as ModuleReference;
      startReference(reference, 0);
      return reference.move?.to === 5;
    }).length;
    expect(failedReferences).toBeGreaterThanOrEqual(100 / REFERENCE_FAILURE_SHARE - 10);
    expect(failedReferences).toBeLessThanOrEqual(100 / REFERENCE_FAILURE_SHARE + 10);

    const versionIds = Array.from({ length: 100 }, (_, index) => `v${normalization.nextVersionNumber + index}`);
    const failedPublishes = versionIds.filter((id) => {
      const version = { id, moduleId: 'm6', publishes: 0 } as unknown as ModuleVersion;
      startPublish(version, 0, false);
      return version.move?.to === 5;
    }).length;
    expect(failedPublishes).toBeGreaterThanOrEqual(100 / PUBLISH_FAILURE_SHARE - 10);
    expect(failedPublishes).toBeLessThanOrEqual(100 / PUBLISH_FAILURE_SHARE + 10);
  });

  it('lets the first reference a fresh start makes succeed', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const made = ok<ReferenceRow>(post(sim, '/normalization/project/p14/reference', { moduleId: 'm14', version: '1.1.8', overwrite: true }, admin));
    advanceClock(sim, REFERENCE_MS);
    expect(references(sim, admin, 'p14').find((reference) => reference.id === made.id)?.status).toBe(3);
  });
});

describe('standardization: the second walk', () => {
  it("records the caller's account as referencer and publisher, as the seed does", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const accounts = new Set(sim.state.accounts.map((account) => account.account));
    const reference = ok<ReferenceRow>(post(sim, '/normalization/project/p14/reference', { moduleId: 'm14', version: '1.1.8', overwrite: true }, admin));
    expect(reference.referencer).toBe('admin');
    const version = ok<VersionRow>(post(sim, '/normalization/module/m6/version', { version: '9.0.0' }, admin));
    expect(version.publisher).toBe('admin');
    expect(accounts.has(version.publisher)).toBe(true);
    // The seeded rows name accounts too (lower-case logins, not display names).
    expect(references(sim, admin, 'p1').every((row) => /^[a-z.]+$/.test(row.referencer))).toBe(true);
    expect(versions(sim, admin, 'm6').every((row) => /^[a-z.]+$/.test(row.publisher))).toBe(true);
  });

  it("fails half (rounded up) of a failed publish's messages, the seeded m2 2.1.9 too", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const failedMessages = (versionId: string) => {
      const rows = everyItem<Schema<'DeliveryMessage'>>(sim, send, `/normalization/version/${versionId}/message/page`, {}, admin);
      return [rows.filter((row) => row.status === 5).length, rows.length];
    };
    const seeded = versions(sim, admin, 'm2').find((row) => row.version === '2.1.9');
    expect(seeded?.status).toBe(5);
    const [failed, total] = failedMessages(seeded!.id);
    expect(total).toBeGreaterThan(0);
    expect(failed).toBe(Math.ceil(total / 2));
    const allFailed = sim.state.normalization.versions.filter((version) => version.status === 5 && version.move === null);
    expect(allFailed.length).toBeGreaterThan(1);
    for (const version of allFailed) {
      const [count, of] = failedMessages(version.id);
      expect(count, version.id).toBe(Math.ceil(of / 2));
    }
  });

  it("names each seeded exception code after a fault of its module's own kind", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const codes = everyItem<ExceptionCodeRow>(sim, send, '/normalization/exception-code/page', {}, admin);
    expect(codes).toHaveLength(300);
    for (const row of codes) {
      const kind = MODULE_KINDS.find((candidate) => row.moduleName === candidate.name || row.moduleName.startsWith(`${candidate.name} `));
      expect(kind, row.moduleName).toBeDefined();
      expect(kind!.faults.map(([zh, en]) => `${zh}|${en}`), `${row.code} of ${row.moduleName}`).toContain(`${row.nameZh}|${row.nameEn}`);
      expect(row.labels.every((label) => kind!.labels.includes(label)), `${row.code} labels`).toBe(true);
    }
    expect(codes.filter((row) => row.nameEn === 'Lidar blocked').every((row) => row.moduleName.startsWith('Lidar driver'))).toBe(true);
  });

  it('seeds config item names within the 5 characters the form suggests', () => {
    const sim = new Simulator();
    const items = [...sim.state.normalization.configItems.values()].flat();
    expect(items.length).toBeGreaterThan(0);
    for (const item of [...items, ...CONFIG_ITEMS.map(([code, name, type]) => ({ code, name, type }))]) expect([...item.name].length, item.name).toBeLessThanOrEqual(5);
  });
});
