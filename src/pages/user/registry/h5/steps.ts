/** The mobile registration steps (section 2), laid out for a phone. */
export const H5_STEPS = ['registry.step.email', 'registry.step.password', 'registry.step.profile', 'registry.step.done'];
export const H5_START = '/user/registry/h5/welcome';
