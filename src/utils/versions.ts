/**
 * Software versions of OTA packages (docs/api.md "Resources"): dotted
 * numbers of two to four parts, each 1-4 digits, compared part by part as
 * numbers (1.10 is after 1.9); a missing part counts as 0 (1.2 = 1.2.0).
 */
export const VERSION_PATTERN = /^\d{1,4}(\.\d{1,4}){1,3}$/;

export function isVersion(value: string | null | undefined): boolean {
  return VERSION_PATTERN.test(value ?? '');
}

/** Negative when `a` comes before `b`, 0 when they are the same version, positive after. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

export interface VersionRange {
  minVersion?: string;
  applicableVersion?: string;
  targetVersion?: string;
}

/**
 * Which field breaks the order minimum <= applicable < target (each given
 * and well formed), named as the server names it; undefined when none does.
 */
export function versionOrderProblem({ minVersion, applicableVersion, targetVersion }: VersionRange): 'applicableVersion' | 'targetVersion' | undefined {
  const given = (value?: string): value is string => isVersion(value);
  if (given(minVersion) && given(applicableVersion) && compareVersions(minVersion, applicableVersion) > 0) return 'applicableVersion';
  if (given(applicableVersion) && given(targetVersion) && compareVersions(applicableVersion, targetVersion) >= 0) return 'targetVersion';
  if (given(minVersion) && given(targetVersion) && compareVersions(minVersion, targetVersion) >= 0) return 'targetVersion';
  return undefined;
}
