/**
 * What the build puts in place of the ProComponents parts the console never
 * uses (see .umirc.ts, 'lean-pro-components'). ProField imports a renderer
 * for every valueType it knows (colour picker, cascader, tree select, slider,
 * rate, image, money, time picker…), and the schema form behind ProTable's
 * search imports every form layout (steps, drawer, light filter) and the form
 * list; each brought its antd component and their rc-* packages into every
 * list screen's chunk, about 100 KB (gzip) that no screen drew.
 *
 * Which parts are left out is `OMITTED_MODULES` in config/leanModules.ts;
 * src/shims/proShims.test.tsx fails when a screen starts to use one (a
 * column's valueType, a ProForm field or layout). Should one render anyway, it fails loudly with its name
 * instead of drawing something that only looks like it.
 */
import { createContext, forwardRef } from 'react';

const omitted = (name: string) =>
  // Takes the ref too (unused): React warns about a forwardRef render function of one parameter.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  forwardRef<unknown, { valueType?: unknown; layoutType?: unknown }>(function Omitted({ valueType, layoutType }, _ref) {
    const what = valueType ?? layoutType;
    throw new Error(`${name}${what ? ` (${String(what)})` : ''} is left out of the build: src/shims/proOmitted.tsx`);
  });

/** pro-field's renderers: each module's default export. */
export default omitted('ProField renderer');

// The named exports of the replaced modules, so that every import of them still resolves.
/** pro-field/es/components/TimePicker */
export const FieldTimeRangePicker = omitted('ProField renderer');
/** pro-field/es/components/Progress */
export const getProgressStatus = (): undefined => undefined;
/** pro-field/es/components/Second */
export const formatSecond = (seconds: number): string => String(seconds);
/** pro-form/es/layouts/StepsForm */
export const StepsForm = omitted('StepsForm');
export const StepsFormProvide = createContext(undefined);
export const StepFormProvide = createContext(null);
/** pro-form/es/layouts/DrawerForm */
export const DrawerForm = omitted('DrawerForm');
/** pro-form/es/layouts/LightFilter */
export const LightFilter = omitted('LightFilter');
/**
 * pro-form/es/components/List. Form items read this context; with no list
 * anywhere they read its default value, the same empty object as the original.
 */
export const FormListContext = createContext({});
export const ProFormList = omitted('ProFormList');
