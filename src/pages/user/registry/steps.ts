/** The desktop registration steps, in order (section 2). */
export const REGISTRY_STEPS = [
  'registry.step.email',
  'registry.step.password',
  'registry.step.verify',
  'registry.step.profile',
  'registry.step.done',
];
export const REGISTRY_START = '/user/registry/start';
