/** The send screen's choices narrow the packages one at a time, down to exactly one. */
import type { PushOption } from '@/services/types/ota';
import { narrowPackages } from './choices';

const option = (id: string, tag: string, model: string, modelVersion: string, purpose: PushOption['purpose'], targetVersion: string): PushOption => ({
  id,
  name: `pkg-${id}`,
  tag,
  model,
  modelVersion,
  purpose,
  targetVersion,
});

const OPTIONS = [
  option('p4', 'stable', 'CR-300', 'V2', 'navigation', '3.2.0'),
  option('p3', 'stable', 'CR-300', 'V1', 'navigation', '3.1.0'),
  option('p2', 'beta', 'CR-300', 'V2', 'system', '2.0.0'),
  option('p1', 'stable', 'DL-200', 'V1', 'chassis', '1.4.0'),
  option('p0', 'stable', 'CR-300', 'V2', 'navigation', '3.2.0'),
];

describe('narrowPackages', () => {
  it('offers only the tags before anything is chosen, and no package', () => {
    const { offered, chosen } = narrowPackages(OPTIONS, {});
    expect(offered.tag).toEqual(['stable', 'beta']);
    expect(offered.model).toEqual([]);
    expect(offered.version).toEqual([]);
    expect(chosen).toBeUndefined();
  });

  it('narrows each choice by the ones before it', () => {
    const { offered } = narrowPackages(OPTIONS, { tag: 'stable', model: 'CR-300' });
    expect(offered.model).toEqual(['CR-300', 'DL-200']);
    expect(offered.modelVersion).toEqual(['V2', 'V1']);
    expect(offered.purpose).toEqual([]);
  });

  it('picks the newest package once all five are chosen', () => {
    const { chosen } = narrowPackages(OPTIONS, { tag: 'stable', model: 'CR-300', modelVersion: 'V2', purpose: 'navigation', version: '3.2.0' });
    expect(chosen?.id).toBe('p4');
  });

  it('picks nothing while a choice is missing or matches nothing', () => {
    expect(narrowPackages(OPTIONS, { tag: 'stable', model: 'CR-300', modelVersion: 'V2', purpose: 'navigation' }).chosen).toBeUndefined();
    expect(narrowPackages(OPTIONS, { tag: 'beta', model: 'CR-300', modelVersion: 'V1', purpose: 'system', version: '2.0.0' }).chosen).toBeUndefined();
  });
});
