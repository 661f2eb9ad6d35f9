/**
 * The build's stand-ins for ProComponents modules (.umirc.ts,
 * 'lean-pro-components'): each module under `@ant-design/<package>/es/`, and
 * the module of src/shims/ the build puts in its place. Why each is there is
 * said in the stand-in itself; src/shims/proShims.test.tsx checks that every
 * replaced module still exists and that its stand-in exports all it did.
 */
/** ProComponents modules no screen uses, stood in for by src/shims/proOmitted.tsx, by package, as paths under `@ant-design/<package>/es/`. */
export const OMITTED_MODULES = {
  'pro-field': [
    'components/Cascader',
    'components/Code',
    'components/ColorPicker',
    'components/Digit',
    'components/DigitRange',
    'components/FromNow',
    'components/Image',
    'components/Money',
    'components/Password',
    'components/Percent',
    'components/Progress',
    'components/Rate',
    'components/Second',
    'components/Segmented',
    'components/Slider',
    'components/TimePicker',
    'components/TreeSelect',
  ],
  'pro-form': ['layouts/StepsForm', 'layouts/DrawerForm', 'layouts/LightFilter', 'components/List'],
} as const;

export interface ProShim {
  pkg: string;
  module: string;
  shim: string;
}

export const PRO_SHIMS: ProShim[] = [
  ...Object.entries(OMITTED_MODULES).flatMap(([pkg, modules]) => modules.map((module) => ({ pkg, module, shim: 'proOmitted.tsx' }))),
  { pkg: 'pro-utils', module: 'components/ErrorBoundary', shim: 'proErrorBoundary.tsx' },
  { pkg: 'pro-provider', module: 'intl', shim: 'proIntl.ts' },
];

/** The ProField modules that take antd from src/shims/proFieldPickers.tsx: its date and time fields. */
export const PRO_FIELD_PICKERS_ISSUER = /[\\/]@ant-design[\\/]pro-field[\\/]es[\\/]components[\\/](DatePicker|RangePicker|TimePicker|FromNow)[\\/]index\.js$/;

/**
 * The antd parts whose style functions load when a style is missing from the page (.umirc.ts,
 * 'lazy-antd-styles'; src/startup/styleFunctions.ts): the folders under `antd/es/` whose style
 * modules become proxies. The parts a list draws beyond the shell; the shell's and the entry's
 * parts keep theirs (the loading screen and the public pages draw them before any sheet).
 */
export const LAZY_STYLE_PARTS = [
  'avatar',
  'badge',
  'breadcrumb',
  'card',
  'checkbox',
  'date-picker',
  'descriptions',
  'drawer',
  'dropdown',
  'form',
  'grid',
  'input',
  'pagination',
  'popover',
  'select',
  'skeleton',
  'space',
  'table',
  'tabs',
  'tag',
  'typography',
];

/**
 * Styles of the lazy parts that the build's sheets need not hold, because no screen draws them:
 * antd's one-time-code input (`Input.OTP`), a pager's wireframe border (the `wireframe` token),
 * Badge's ribbon (`Badge.Ribbon`) and Space's addon (`Space.Addon`).
 * Every other lazy part's style must be in both sheets (config/plugins/staticStyles.ts checks), so
 * that no signed-in screen waits for a part's style functions.
 */
export const LAZY_STYLES_NOT_DRAWN = ['Input-OTP', 'Pagination-bordered', 'Badge-Ribbon', 'Space-Addon'];
