/** Dotted versions: the pattern, the part-by-part order and the order of a package's three versions. */
import { compareVersions, isVersion, versionOrderProblem } from './versions';

describe('versions', () => {
  it('takes two to four dotted parts of 1-4 digits', () => {
    for (const good of ['1.0', '0.0', '1.2.3', '1.2.3.4', '9999.9999', '0001.2']) expect(isVersion(good), good).toBe(true);
    for (const bad of ['', '1', '1.', '.1', '1..2', '1.2.3.4.5', '12345.1', 'v1.2', '1.2-beta', ' 1.2', '1.2 ', '1,2', null, undefined]) {
      expect(isVersion(bad), String(bad)).toBe(false);
    }
  });

  it('compares part by part as numbers, not as text', () => {
    expect(compareVersions('1.10', '1.9')).toBe(1);
    expect(compareVersions('1.9', '1.10')).toBe(-1);
    expect(compareVersions('2.0', '10.0')).toBe(-1);
    expect(compareVersions('1.2.3', '1.2.3')).toBe(0);
    expect(compareVersions('01.2', '1.2')).toBe(0);
    expect(compareVersions('1.2.0.1', '1.2.0.0')).toBe(1);
  });

  it('counts a missing part as 0', () => {
    expect(compareVersions('1.2', '1.2.0')).toBe(0);
    expect(compareVersions('1.2', '1.2.0.1')).toBe(-1);
    expect(compareVersions('1.2.1', '1.2')).toBe(1);
  });

  it('names the field that breaks minimum <= applicable < target', () => {
    expect(versionOrderProblem({ minVersion: '1.0', applicableVersion: '1.0', targetVersion: '1.1' })).toBeUndefined();
    expect(versionOrderProblem({ minVersion: '1.0', applicableVersion: '1.5', targetVersion: '2.0' })).toBeUndefined();
    expect(versionOrderProblem({ minVersion: '1.6', applicableVersion: '1.5', targetVersion: '2.0' })).toBe('applicableVersion');
    expect(versionOrderProblem({ minVersion: '1.0', applicableVersion: '2.0', targetVersion: '2.0' })).toBe('targetVersion');
    expect(versionOrderProblem({ minVersion: '1.0', applicableVersion: '2.1', targetVersion: '2.0' })).toBe('targetVersion');
    expect(versionOrderProblem({ minVersion: '1.10', applicableVersion: '1.9', targetVersion: '2.0' })).toBe('applicableVersion');
  });

  it('leaves empty or malformed versions to their own rules', () => {
    expect(versionOrderProblem({ targetVersion: '1.0' })).toBeUndefined();
    expect(versionOrderProblem({ minVersion: 'x', applicableVersion: '1.0', targetVersion: '0.5' })).toBe('targetVersion');
    expect(versionOrderProblem({ minVersion: '3.0', targetVersion: '2.0' })).toBe('targetVersion');
    expect(versionOrderProblem({ minVersion: '3.0', applicableVersion: 'x', targetVersion: 'y' })).toBeUndefined();
  });
});
